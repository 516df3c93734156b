/**
 * Plain values of the partner calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const PARTNER_API = {
  adminAccount: '/api/spportal/admin/account.json',
  setPartner: '/api/spportal/admin/setPartner.json',
  defaultPartner: '/api/spportal/partner/default.json',
} as const;
