/**
 * Plain values of the monitor calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const MONITOR_API = {
  /**
   * Usage monitoring (MON-ROUTE): the portal's monitoring events reach the server in
   * batches; staff read usage per path and per partner. Who did it comes from the session, never
   * from the body: a batch holds no email, the server stores the caller's user and partner.
   */
  batch: '/api/spportal/monitor/batch.json',
  usage: '/api/spportal/iboss/monitor/usage.json',
} as const;

/** Most events one batch may hold (the client flushes well before: MONITOR_FLUSH_EVENTS). */
export const MONITOR_BATCH_MAX = 50;

/** The client sends a batch once it holds this many events (or after MONITOR_FLUSH_MS). */
export const MONITOR_FLUSH_EVENTS = 20;

export const MONITOR_FLUSH_MS = 10_000;

/**
 * Batches one session may send per minute: the app sends one per MONITOR_FLUSH_MS plus one on each
 * page hide, unmount or sign-out, so this leaves room for a busy user and stops a flood (429).
 */
export const MONITOR_BATCHES_PER_MINUTE = 30;

export const MONITOR_PATH_MAX = 300;

export const MONITOR_DETAIL_MAX = 300;

/** Rows of each usage list (the most used paths, every partner). */
export const MONITOR_USAGE_ROWS = 50;

/** MON-ROUTE route change; the other codes are the portal's own failure reports. */
export const MONITOR_ROUTE_CHANGE = '500';
