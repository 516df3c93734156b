/**
 * Plain values of the exclusive-incentives calls: the client imports them without the schema
 * library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const EXCLUSIVE_INCENTIVES_API = {
  /** POST: the exclusive-incentives overview (`portalBiDataResponse`). */
  overview: '/api/spportal/bi/exclusiveIncentives.json',
} as const;

/** What an exclusive-incentive programme counts toward its tiers. */
export const BI_METRICS = ['VOLUME_USD', 'TXN_COUNT'] as const;

/** UPCOMING: period not started; ACTIVE: counting; ENDED: period over, tier final. */
export const BI_STATUSES = ['UPCOMING', 'ACTIVE', 'ENDED'] as const;
