import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  CountryCodeSchema,
  IsoDateSchema,
  ObjectIdSchema,
  PageRequestFields,
  PageResponseFields,
  TwoDigitMonthSchema,
  YearSchema,
  YearMonthSchema,
} from '@contract/shared/common';
import {
  MERCHANT_CATEGORIES,
  MERCHANT_NAME_LIMIT_MAX,
  MERCHANT_STATUSES,
  TOP_MERCHANT_LIMIT_MAX,
} from './constants';
/** POST /api/spportal/{merchantName/query,merchant/top,merchant/query}.json — the current partner's merchants. Volumes are USD. */

export const MerchantCategorySchema = Type.Union(MERCHANT_CATEGORIES.map((c) => Type.Literal(c)));
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

export const MerchantStatusSchema = Type.Union(MERCHANT_STATUSES.map((s) => Type.Literal(s)));
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

// merchantName/query.json — autocomplete: case-insensitive match, names starting with the keyword first
export const MerchantNameQueryRequestSchema = Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: 100 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MERCHANT_NAME_LIMIT_MAX })),
  },
  { additionalProperties: false },
);
export const MerchantNameQueryResponseSchema = Envelope({ merchantNameList: Type.Array(Type.String()) });
export type MerchantNameQueryResponse = Static<typeof MerchantNameQueryResponseSchema>;

// merchant/top.json — ranked by USD volume in that month (rank 1 = largest); empty list when there is no data
export const MerchantTopRequestSchema = Type.Object(
  {
    year: YearSchema,
    month: TwoDigitMonthSchema,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TOP_MERCHANT_LIMIT_MAX })),
  },
  { additionalProperties: false },
);
export type MerchantTopRequest = Static<typeof MerchantTopRequestSchema>;
export const TopMerchantSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  merchantId: ObjectIdSchema,
  name: Type.String(),
  country: CountryCodeSchema,
  category: MerchantCategorySchema,
  volumeUsd: Type.Number(),
  txnCount: Type.Integer(),
});
export type TopMerchant = Static<typeof TopMerchantSchema>;
export const MerchantTopResponseSchema = Envelope({
  year: YearSchema,
  month: TwoDigitMonthSchema,
  topMerchantList: Type.Array(TopMerchantSchema),
});
export type MerchantTopResponse = Static<typeof MerchantTopResponseSchema>;

// merchant/query.json — paged, by name; name filter is a case-insensitive "contains"
export const MerchantQueryRequestSchema = Type.Object(
  {
    ...PageRequestFields,
    name: Type.Optional(Type.String({ maxLength: 100 })),
    country: Type.Optional(CountryCodeSchema),
    category: Type.Optional(MerchantCategorySchema),
  },
  { additionalProperties: false },
);
export type MerchantQueryRequest = Static<typeof MerchantQueryRequestSchema>;
export const MerchantSchema = Type.Object({
  merchantId: ObjectIdSchema,
  name: Type.String(),
  country: CountryCodeSchema,
  city: Type.String(),
  category: MerchantCategorySchema,
  status: MerchantStatusSchema,
  onboardedAt: IsoDateSchema,
  /** Figures of `lastMonth` (the previous calendar month); 0 when the merchant had no business then. */
  lastMonthVolumeUsd: Type.Number(),
  lastMonthTxnCount: Type.Integer(),
});
export type Merchant = Static<typeof MerchantSchema>;
export const MerchantQueryResponseSchema = Envelope({
  ...PageResponseFields,
  /** The month the lastMonth* figures refer to. */
  lastMonth: YearMonthSchema,
  merchantList: Type.Array(MerchantSchema),
});
export type MerchantQueryResponse = Static<typeof MerchantQueryResponseSchema>;
