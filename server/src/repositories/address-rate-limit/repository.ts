import type { Queryable } from '@server/db/database';

export interface AddressWindow {
  hits: number;
  windowEnds: Date;
}

/** The per-route, per-address call counts behind plugins/address-rate-limit-store.ts. */
export function addressRateLimitRepository(db: Queryable) {
  return {
    /**
     * Counts one call in one atomic INSERT ... ON CONFLICT DO UPDATE, so calls made at the same
     * moment, in one process or several, each get a count of their own; an ended window starts anew.
     */
    async hit(key: string, now: Date, windowEnds: Date): Promise<AddressWindow> {
      const [row] = await db.query<AddressWindow>(
        `INSERT INTO address_rate_limit AS l (key, hits, window_ends)
         VALUES ($1, 1, $3::timestamptz)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN l.window_ends <= $2 THEN 1 ELSE l.hits + 1 END,
           window_ends = CASE WHEN l.window_ends <= $2 THEN $3::timestamptz ELSE l.window_ends END
         RETURNING hits, window_ends AS "windowEnds"`,
        [key, now, windowEnds],
      );
      return row;
    },

    /** The key's open window, if any. */
    async current(key: string, now: Date): Promise<AddressWindow | undefined> {
      const [row] = await db.query<AddressWindow>(
        'SELECT hits, window_ends AS "windowEnds" FROM address_rate_limit WHERE key = $1 AND window_ends > $2',
        [key, now],
      );
      return row;
    },

    /** Forgets the windows that have ended (an hourly clean-up, like the sign-in throttle's). */
    async prune(now: Date): Promise<void> {
      await db.query('DELETE FROM address_rate_limit WHERE window_ends <= $1', [now]);
    },
  };
}

export type AddressRateLimitRepository = ReturnType<typeof addressRateLimitRepository>;
