/**
 * Plain values of the exclusive-incentives calls: the client imports them without the schema
 * library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const EXCLUSIVE_INCENTIVES_API = {
  /** POST: the exclusive-incentives overview (`portalBiDataResponse`). */
  overview: '/api/spportal/bi/exclusiveIncentives.json',
} as const;
