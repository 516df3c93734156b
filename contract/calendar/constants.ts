/**
 * Plain values of the calendar calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calendar calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const CALENDAR_API = {
  queryYear: '/api/spportal/calendar/queryYear.json',
  /** An iCalendar file of one event (`id`) or of a year's filtered events. */
  export: '/api/spportal/calendar/export.json',
} as const;
