/**
 * Plain values of the account calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const ACCOUNT_API = {
  user: '/ighome/api/account/user.json',
  /** Keeps the signed-in user's language (docs/i18n.md). */
  locale: '/ighome/api/account/locale.json',
} as const;
