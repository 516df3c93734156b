import type { Queryable } from '@server/db/database';
import type { Clock } from '@server/clock';

/** What @fastify/rate-limit's store callbacks take. */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes `child` at run time: the route's limit options, with the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
}

/**
 * The count behind @fastify/rate-limit for the sign-in and reset calls, kept in the database: one
 * count per route and address for every server process (WEB_CONCURRENCY), where the plugin's own
 * store counted in each process's memory, so N processes let an address make N times as many
 * calls. Each call is counted by one atomic INSERT ... ON CONFLICT DO UPDATE, so calls made at the
 * same moment, in one process or several, each get a count of their own. A window starts at an
 * address's first call and lasts the plugin's time window.
 */
export function addressRateLimitStore(db: Queryable, clock: Clock) {
  return class AddressRateLimitStore {
    private readonly prefix: string;

    /** The plugin builds the first one with its options (unused here); `child` passes the route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = clock.now();
      db.query<{ hits: number; window_ends: Date }>(
        `INSERT INTO address_rate_limit AS l (key, hits, window_ends)
         VALUES ($1, 1, $3::timestamptz)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN l.window_ends <= $2 THEN 1 ELSE l.hits + 1 END,
           window_ends = CASE WHEN l.window_ends <= $2 THEN $3::timestamptz ELSE l.window_ends END
         RETURNING hits, window_ends`,
        [this.prefix + key, now, new Date(now.getTime() + timeWindow)],
      ).then(
        ([row]) => answer(null, { current: row.hits, ttl: row.window_ends.getTime() - now.getTime() }),
        (error: Error) => answer(error),
      );
    }

    read(key: string, answer: Answer): void {
      const now = clock.now();
      db.query<{ hits: number; window_ends: Date }>(
        'SELECT hits, window_ends FROM address_rate_limit WHERE key = $1 AND window_ends > $2',
        [this.prefix + key, now],
      ).then(
        ([row]) =>
          answer(
            null,
            row
              ? { current: row.hits, ttl: row.window_ends.getTime() - now.getTime() }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => answer(error),
      );
    }

    /** The plugin asks one per limited route: each route counts on its own, as with its own store. */
    child(options: object): AddressRateLimitStore {
      const route = (options as ChildOptions).routeInfo ?? {};
      return new AddressRateLimitStore(`${this.prefix}${route.method ?? ''} ${route.url ?? ''} `);
    }
  };
}

/** Forgets the windows that have ended (an hourly clean-up, like the sign-in throttle's). */
export async function pruneAddressRateLimit(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM address_rate_limit WHERE window_ends <= $1', [now]);
}
