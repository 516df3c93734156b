/** LIMIT-CACHE and LIMIT-TIMEOUT constants for data hooks and the request client. */
export const CACHE_TIME_MS = 5 * 60_000;
export const FOCUS_REFRESH_MS = 5000;
export const PAGE_SIZE = 10;
export const LOAD_MORE_THRESHOLD = 100;

export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The development-fund programmes call's own time-out (incentive/query.json); the call passes it
 * (src/domains/df/api.ts).
 */
export const DF_QUERY_TIMEOUT_MS = 10_000;
