import type { Clock } from '@server/clock';
import type { AddressRateLimitRepository } from '@server/repositories/address-rate-limit/repository';

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
export function addressRateLimitStore(counts: AddressRateLimitRepository, clock: Clock) {
  return class AddressRateLimitStore {
    private readonly prefix: string;

    /** The plugin builds the first one with its options (unused here); `child` passes the route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = clock.now();
      counts.hit(this.prefix + key, now, new Date(now.getTime() + timeWindow)).then(
        (row) => answer(null, { current: row.hits, ttl: row.windowEnds.getTime() - now.getTime() }),
        (error: Error) => answer(error),
      );
    }

    read(key: string, answer: Answer): void {
      const now = clock.now();
      counts.current(this.prefix + key, now).then(
        (row) =>
          answer(
            null,
            row
              ? { current: row.hits, ttl: row.windowEnds.getTime() - now.getTime() }
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
