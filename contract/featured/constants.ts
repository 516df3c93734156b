/**
 * Plain values of the featured calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The featured calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const FEATURED_API = {
  list: '/api/spportal/featured/list.json',
} as const;

/** How many ended carousel items and ended events featured/list.json answers, each. */
export const FEATURED_PAST_LIMIT = 50;
