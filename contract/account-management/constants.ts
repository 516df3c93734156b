/**
 * Plain values of the account management calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const ACCOUNT_MANAGEMENT_API = {
  updateProfile: '/api/spportal/account/updateProfile.json',
  signInSummary: '/api/spportal/account/signInSummary.json',
} as const;
