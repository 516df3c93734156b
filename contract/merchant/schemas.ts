import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  CountryCode,
  IsoDate,
  ObjectId,
  PageRequestFields,
  PageResponseFields,
  TwoDigitMonth,
  Year,
  YearMonth,
} from '@contract/shared/common';
import {
  MERCHANT_CATEGORIES,
  MERCHANT_NAME_LIMIT_MAX,
  MERCHANT_STATUSES,
  TOP_MERCHANT_LIMIT_MAX,
} from './constants';
/** POST /api/spportal/{merchantName/query,merchant/top,merchant/query}.json — the current partner's merchants. Volumes are USD. */

export const MerchantCategory = Type.Union(MERCHANT_CATEGORIES.map((c) => Type.Literal(c)));
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

export const MerchantStatus = Type.Union(MERCHANT_STATUSES.map((s) => Type.Literal(s)));
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

// merchantName/query.json — autocomplete: case-insensitive match, names starting with the keyword first
export const MerchantNameQueryRequest = Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: 100 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MERCHANT_NAME_LIMIT_MAX })),
  },
  { additionalProperties: false },
);
export type MerchantNameQueryRequest = Static<typeof MerchantNameQueryRequest>;
export const MerchantNameQueryResponse = Envelope({ merchantNameList: Type.Array(Type.String()) });
export type MerchantNameQueryResponse = Static<typeof MerchantNameQueryResponse>;

// merchant/top.json — ranked by USD volume in that month (rank 1 = largest); empty list when there is no data
export const MerchantTopRequest = Type.Object(
  {
    year: Year,
    month: TwoDigitMonth,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TOP_MERCHANT_LIMIT_MAX })),
  },
  { additionalProperties: false },
);
export type MerchantTopRequest = Static<typeof MerchantTopRequest>;
export const TopMerchant = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  merchantId: ObjectId,
  name: Type.String(),
  country: CountryCode,
  category: MerchantCategory,
  volumeUsd: Type.Number(),
  txnCount: Type.Integer(),
});
export type TopMerchant = Static<typeof TopMerchant>;
export const MerchantTopResponse = Envelope({
  year: Year,
  month: TwoDigitMonth,
  topMerchantList: Type.Array(TopMerchant),
});
export type MerchantTopResponse = Static<typeof MerchantTopResponse>;

// merchant/query.json — paged, by name; name filter is a case-insensitive "contains"
export const MerchantQueryRequest = Type.Object(
  {
    ...PageRequestFields,
    name: Type.Optional(Type.String({ maxLength: 100 })),
    country: Type.Optional(CountryCode),
    category: Type.Optional(MerchantCategory),
  },
  { additionalProperties: false },
);
export type MerchantQueryRequest = Static<typeof MerchantQueryRequest>;
export const Merchant = Type.Object({
  merchantId: ObjectId,
  name: Type.String(),
  country: CountryCode,
  city: Type.String(),
  category: MerchantCategory,
  status: MerchantStatus,
  onboardedAt: IsoDate,
  /** Figures of `lastMonth` (the previous calendar month); 0 when the merchant had no business then. */
  lastMonthVolumeUsd: Type.Number(),
  lastMonthTxnCount: Type.Integer(),
});
export type Merchant = Static<typeof Merchant>;
export const MerchantQueryResponse = Envelope({
  ...PageResponseFields,
  /** The month the lastMonth* figures refer to. */
  lastMonth: YearMonth,
  merchantList: Type.Array(Merchant),
});
export type MerchantQueryResponse = Static<typeof MerchantQueryResponse>;
