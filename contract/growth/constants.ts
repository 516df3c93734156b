/**
 * Plain values of the growth calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The growth calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const GROWTH_API = {
  query: '/api/spportal/growth/query.json',
} as const;

export const GROWTH_MONTHS = 24;
