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

    /** Every partner for the staff pickers, by name. */
    partners(): Promise<{ id: string; name: string }[]> {
      return db.query<{ id: string; name: string }>(`SELECT id, name FROM partners ORDER BY name`);
    },

    /** The stored values of `keys`, global before per-partner (staff). */
    settings(keys: string[]) {
      return db.query<{ key: string; partner_id: string | null; value: string; updated_at: Date }>(
        `SELECT key, partner_id, value, updated_at FROM portal_config WHERE key = ANY($1::text[])
         ORDER BY key, partner_id NULLS FIRST`,
        [keys],
      );
    },

    /**
     * Stores one value for a partner (or for all, `partnerId` null); null removes it. False when
     * the stored value was already that. Call it inside a transaction for several keys at once.
     */
    async save(key: string, partnerId: string | null, value: string | null, now: Date): Promise<boolean> {
      const current = await db.query<{ value: string }>(
        `SELECT value FROM portal_config WHERE key = $1 AND coalesce(partner_id, '') = coalesce($2, '')`,
        [key, partnerId],
      );
      if ((current[0]?.value ?? null) === value) return false;
      if (value === null) {
        await db.query(
          `DELETE FROM portal_config WHERE key = $1 AND coalesce(partner_id, '') = coalesce($2, '')`,
          [key, partnerId],
        );
      } else if (current.length) {
        await db.query(
          `UPDATE portal_config SET value = $3, updated_at = $4 WHERE key = $1 AND coalesce(partner_id, '') = coalesce($2, '')`,
          [key, partnerId, value, now],
        );
      } else {
        await db.query(
          `INSERT INTO portal_config (key, partner_id, value, updated_at) VALUES ($1, $2, $3, $4)`,
          [key, partnerId, value, now],
        );
      }
      return true;
    },
  };
}
