/**
 * Plain values of the merchant calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The merchant calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const MERCHANT_API = {
  nameQuery: '/api/spportal/merchantName/query.json',
  top: '/api/spportal/merchant/top.json',
  query: '/api/spportal/merchant/query.json',
} as const;

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
