/**
 * Plain values of the config calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The config calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const CONFIG_API = {
  queryOne: '/api/spportal/config/queryOne.json',
} as const;

export const CONFIG_KEYS = {
  /** Text shown above the overview, e.g. "Welcome back, GCash team". */
  OVERVIEW_WELCOME: 'overview.welcomeMessage',
  /** Contact e-mail for incentive questions (also used for the special-partner explanation). */
  SUPPORT_EMAIL: 'support.email',
  /** Address of the sibling site. */
  SIBLING_SITE_URL: 'siblingSite.url',
  /** JSON `{ "test": "https://...", "sim": ..., "pre": ... }`: each environment's entry page. */
  SIBLING_SITE_ENTRY_PAGES: 'siblingSite.entryPages',
  /** JSON `{ "start": "YYYY-MM-DD", "end": "YYYY-MM-DD" }` — the calendar's published range. */
  CALENDAR_PUBLISHED_RANGE: 'calendar.publishedRange',
  /** ISO currency of the partner's home market (PHP, THB, MYR, IDR), for local-currency hints. */
  PARTNER_CURRENCY: 'partner.currency',
} as const;
