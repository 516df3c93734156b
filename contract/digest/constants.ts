/**
 * Plain values of the weekly digest calls: the client imports them without the schema library.
 * The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const DIGEST_API = {
  /** POST {}: whether the caller gets the weekly digest, and whether their account can. */
  settings: '/api/spportal/digest/settings.json',
  /** POST {weeklyDigest}: turns the caller's weekly digest on or off. */
  update: '/api/spportal/digest/update.json',
  /**
   * GET ?token=: a page that confirms; POST ?token= (the page's button, or a mail client's
   * one-click `List-Unsubscribe=One-Click`, RFC 8058): unsubscribes. No session needed.
   */
  unsubscribe: '/api/spportal/digest/unsubscribe',
} as const;
