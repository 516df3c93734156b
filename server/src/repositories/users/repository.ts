import type { Queryable } from '@server/db/database';
import { globalPlugin } from '@server/http/global-plugin';

export type Role = 'PARTNER' | 'ADMIN' | 'STAFF';

export interface UserRow {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  role: Role;
  partnerId: string | null;
  passwordHash: string;
  disabled: boolean;
  /** The language the user kept (docs/i18n.md); null until they choose one. */
  locale: string | null;
}

const COLUMNS = `id, email, given_name AS "givenName", family_name AS "familyName", role,
  partner_id AS "partnerId", password_hash AS "passwordHash", disabled, locale`;

export function usersRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
        email,
      ]);
      return rows[0] ?? null;
    },
    async findById(id: string): Promise<UserRow | null> {
      const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** Keeps the user's language (docs/i18n.md); false when no such user. */
    async setLocale(id: string, locale: string): Promise<boolean> {
      const rows = await db.query(`UPDATE users SET locale = $2 WHERE id = $1 RETURNING id`, [id, locale]);
      return rows.length > 0;
    },
    async insert(user: Omit<UserRow, 'disabled' | 'locale'>, partnerList: string[] = []): Promise<void> {
      await db.query(
        `INSERT INTO users (id, email, given_name, family_name, role, partner_id, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [user.id, user.email, user.givenName, user.familyName, user.role, user.partnerId, user.passwordHash],
      );
      for (const partnerId of partnerList) {
        await db.query(`INSERT INTO user_partners (user_id, partner_id) VALUES ($1, $2)`, [
          user.id,
          partnerId,
        ]);
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export const usersRepositoryPlugin = globalPlugin('users-repository', async (app) => {
  app.decorate('usersRepository', usersRepository(app.db));
});
