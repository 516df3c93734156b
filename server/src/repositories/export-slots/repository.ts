import type { Queryable } from '@server/db/database';

/** CSV exports in flight per user (export_slots), behind server/src/http/export-slots.ts. */
export function exportSlotsRepository(db: Queryable) {
  return {
    /** Holds the user's export lock until the caller's transaction ends. */
    async lockUser(userId: string): Promise<void> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('export-slots'), hashtext($1))`, [userId]);
    },

    /** Forgets the user's slots started before `staleBefore` (their process died), counts the rest. */
    async countLive(userId: string, staleBefore: Date): Promise<number> {
      await db.query(`DELETE FROM export_slots WHERE user_id = $1 AND started_at < $2`, [
        userId,
        staleBefore,
      ]);
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM export_slots WHERE user_id = $1`,
        [userId],
      );
      return row.n;
    },

    async insert(id: string, userId: string, now: Date): Promise<void> {
      await db.query(`INSERT INTO export_slots (id, user_id, started_at) VALUES ($1, $2, $3)`, [
        id,
        userId,
        now,
      ]);
    },

    async remove(id: string): Promise<void> {
      await db.query(`DELETE FROM export_slots WHERE id = $1`, [id]);
    },
  };
}
