import type { Queryable } from '@server/db/database';

/** The readiness probe's round trip to the database. */
export function healthRepository(db: Queryable) {
  return {
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}
