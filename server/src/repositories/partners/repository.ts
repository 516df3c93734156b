import type { Queryable } from '@server/db/database';
import { globalPlugin } from '@server/http/global-plugin';

export interface PartnerRow {
  id: string;
  name: string;
  fullName: string;
  country: string;
  brandColor: string;
  logoFileUrl: string | null;
}

const COLUMNS = `id, name, full_name AS "fullName", country, brand_color AS "brandColor", logo_file_url AS "logoFileUrl"`;

export function partnersRepository(db: Queryable) {
  return {
    async get(id: string): Promise<PartnerRow | null> {
      const rows = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** Every partner's id, in id order. */
    async listIds(): Promise<string[]> {
      return (await db.query<{ id: string }>(`SELECT id FROM partners ORDER BY id`)).map((row) => row.id);
    },
    list(): Promise<PartnerRow[]> {
      return db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners ORDER BY sort_order, name`);
    },
    /** The partners an admin may switch between. */
    listForUser(userId: string): Promise<PartnerRow[]> {
      return db.query<PartnerRow>(
        `SELECT ${COLUMNS} FROM partners p
         WHERE EXISTS (SELECT 1 FROM user_partners up WHERE up.partner_id = p.id AND up.user_id = $1)
         ORDER BY sort_order, name`,
        [userId],
      );
    },
    async isInUserList(userId: string, partnerId: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM user_partners WHERE user_id = $1 AND partner_id = $2`, [
        userId,
        partnerId,
      ]);
      return rows.length > 0;
    },
  };
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    partnersRepository: PartnersRepository;
  }
}

export const partnersRepositoryPlugin = globalPlugin('partners-repository', async (app) => {
  app.decorate('partnersRepository', partnersRepository(app.db));
});
