/**
 * Plain values of the incentive calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The incentive calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const INCENTIVE_API = {
  query: '/api/spportal/incentive/query.json',
  pageQuery: '/api/spportal/incentive/pageQuery.json',
} as const;

export const INCENTIVE_KINDS = ['EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF'] as const;

/** UPCOMING: period not started; ACTIVE: claims accepted; CLOSED: claim deadline passed. */
export const PROGRAM_STATUSES = ['UPCOMING', 'ACTIVE', 'CLOSED'] as const;

export const CLAIM_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID', 'REJECTED'] as const;
