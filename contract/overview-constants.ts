import { ResultCode } from './result-codes';

/**
 * Plain constants of the overview calls, with no schema library attached, so client code can import
 * them without pulling TypeBox into its bundle. The schema files build their unions from these.
 */

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/**
 * "No such object for you": an unknown id and an id that belongs to another partner get the same
 * answer (HTTP 404 with this code), so a caller cannot learn that another partner's object exists.
 * Used by notification/update.json, carousel/detail.json and event/detail.json.
 */
export const NOT_FOUND_CODE = ResultCode.ILLEGAL_PARAMETERS;
export const NOT_FOUND_HTTP_STATUS = 404;

/** Calls that need a current partner answer this (HTTP 403) to a staff session without one. */
export const PARTNER_REQUIRED_CODE = ResultCode.NO_AUTHORITY;

export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export const NOTIFICATION_CATEGORIES = ['INCENTIVE', 'EVENT', 'CONTRACT', 'REPORT', 'SYSTEM'] as const;
/** Where a notification leads: an event (`/event-detail/:id`), the exclusive-incentives page, contracts, or nowhere. */
export const NOTIFICATION_LINK_TYPES = ['EVENT', 'INCENTIVE', 'CONTRACT', 'NONE'] as const;

export const CAROUSEL_MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
/** EVENT: linkTarget is an event id (`/event-detail/:id`); CAROUSEL_DETAIL: linkTarget is this item's id; NONE: not clickable. */
export const CAROUSEL_LINK_TYPES = ['EVENT', 'CAROUSEL_DETAIL', 'NONE'] as const;

export const INCENTIVE_KINDS = ['EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF'] as const;
/** UPCOMING: period not started; ACTIVE: claims accepted; CLOSED: claim deadline passed. */
export const PROGRAM_STATUSES = ['UPCOMING', 'ACTIVE', 'CLOSED'] as const;
export const CLAIM_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID', 'REJECTED'] as const;

export const MERCHANT_CATEGORIES = [
  'Retail',
  'Dining',
  'Travel',
  'Duty Free',
  'Convenience',
  'Entertainment',
  'Transport',
] as const;
/** Countries the seed uses; the filter accepts any ISO alpha-2 code (an unknown one just matches nothing). */
export const MERCHANT_COUNTRIES = [
  'JP',
  'KR',
  'SG',
  'TH',
  'MY',
  'CN',
  'HK',
  'AU',
  'TW',
  'FR',
  'GB',
  'US',
] as const;
export const MERCHANT_STATUSES = ['ACTIVE', 'SUSPENDED', 'ONBOARDING'] as const;
export const MERCHANT_NAME_LIMIT_DEFAULT = 10;
export const MERCHANT_NAME_LIMIT_MAX = 10;
export const TOP_MERCHANT_LIMIT_DEFAULT = 10;
export const TOP_MERCHANT_LIMIT_MAX = 50;

export const GROWTH_MONTHS = 24;

export const EVENT_TYPES = ['CAMPAIGN', 'SETTLEMENT_HOLIDAY', 'LAUNCH', 'CLAIM_DEADLINE'] as const;

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

/** The overview calls (all POST JSON). */
export const OVERVIEW_API = {
  notificationCount: '/api/spportal/notification/count.json',
  notificationQuery: '/api/spportal/notification/query.json',
  notificationUpdate: '/api/spportal/notification/update.json',
  carouselQuery: '/api/spportal/carousel/query.json',
  carouselDetail: '/api/spportal/carousel/detail.json',
  incentiveQuery: '/api/spportal/incentive/query.json',
  incentivePageQuery: '/api/spportal/incentive/pageQuery.json',
  merchantNameQuery: '/api/spportal/merchantName/query.json',
  merchantTop: '/api/spportal/merchant/top.json',
  merchantQuery: '/api/spportal/merchant/query.json',
  growthQuery: '/api/spportal/growth/query.json',
  calendarQueryYear: '/api/spportal/calendar/queryYear.json',
  configQueryOne: '/api/spportal/config/queryOne.json',
  eventDetail: '/api/spportal/event/detail.json',
  featuredList: '/api/spportal/featured/list.json',
} as const;

/** How many ended carousel items and ended events featured/list.json answers, each. */
export const FEATURED_PAST_LIMIT = 50;
