/**
 * Plain values of the notification calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The notification calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const NOTIFICATION_API = {
  count: '/api/spportal/notification/count.json',
  query: '/api/spportal/notification/query.json',
  update: '/api/spportal/notification/update.json',
} as const;

export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;

export const NOTIFICATION_CATEGORIES = ['INCENTIVE', 'EVENT', 'CONTRACT', 'REPORT', 'SYSTEM'] as const;

/**
 * Where a notification leads: an event (`/event-detail/:id`), the exclusive-incentives page, contracts,
 * performance insights on the month in linkTarget ('YYYY-MM', a monthly report is ready), business
 * insights of the type in linkTarget ('Newsletter' or 'QBR', an alert on a new one), or nowhere.
 */
export const NOTIFICATION_LINK_TYPES = [
  'EVENT',
  'INCENTIVE',
  'CONTRACT',
  'PERFORMANCE_INSIGHTS',
  'BUSINESS_INSIGHTS',
  'NONE',
] as const;
