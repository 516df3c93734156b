/**
 * Plain values of the account calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const ACCOUNT_API = {
  user: '/ighome/api/account/user.json',
  locale: '/ighome/api/account/locale.json',
} as const;
