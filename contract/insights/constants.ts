/**
 * Plain constants of the performance-insights calls, with no schema library attached, so client
 * code can import them without pulling TypeBox in.
 */

export const INSIGHTS_API = {
  /** POST: KPI cards, 12-month trend, breakdowns and top movers for one month. */
  query: '/api/spportal/insights/query.json',
  /** POST: the same figures as CSV (UTF-8 with BOM), or an envelope with 510872006 / 510872007. */
  export: '/api/spportal/insights/export.json',
} as const;

/**
 * The latest month with insight figures (DATA-MONTH: later months are not selectable): the month `now`
 * is in by UTC, the clock the monthly figures are kept by. The server refuses any later month and
 * the client offers and defaults to this one, so a partner east of UTC (Manila, Bangkok) whose
 * local month has already turned is not sent to a month the server would refuse.
 */
export function latestInsightsMonth(now: Date): { year: number; month: string } {
  return { year: now.getUTCFullYear(), month: String(now.getUTCMonth() + 1).padStart(2, '0') };
}

/** Months the trend shows, ending with the selected month. */
export const INSIGHTS_TREND_MONTHS = 12;
/** Merchants listed as risers and as fallers. */
export const INSIGHTS_MOVERS = 5;
/** Default export limit (rows); INSIGHTS_EXPORT_LIMIT overrides it on the server. */
export const INSIGHTS_EXPORT_LIMIT_DEFAULT = 5000;

/** USD, or the partner's home currency (PHP, THB, MYR, IDR) at the stated monthly rate. */
export const INSIGHTS_CURRENCIES = ['USD', 'LOCAL'] as const;
export type InsightsCurrency = (typeof INSIGHTS_CURRENCIES)[number];
