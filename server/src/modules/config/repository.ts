import type { Queryable } from '@server/db/database';

export function configRepository(db: Queryable) {
  return {
    /** The partner's own value wins over the global one; null when neither exists. */
    async value(key: string, partnerId: string | null): Promise<string | null> {
      const rows = await db.query<{ value: string }>(
        `SELECT value FROM portal_config
         WHERE key = $1 AND (partner_id IS NULL OR partner_id = $2)
         ORDER BY partner_id NULLS LAST
         LIMIT 1`,
        [key, partnerId],
      );
      return rows[0]?.value ?? null;
    },
  };
}
