import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  Nullable,
  ObjectIdSchema,
  TwoDigitMonthSchema,
  YearSchema,
  YearMonthSchema,
} from '@contract/shared/common';
import { INSIGHTS_CURRENCIES } from './constants';
import { EventTypeSchema } from '@contract/event/schemas';

/**
 * POST /api/spportal/insights/query.json and export.json: the current partner's figures for one
 * month (two-digit month, DATA-MONTH), computed from the monthly figures per merchant country and
 * category. A month after the current one answers 400 (IPAY_RS_510870003).
 */

export const InsightsCurrencySchema = Type.Union(INSIGHTS_CURRENCIES.map((c) => Type.Literal(c)));

export const InsightsQueryRequestSchema = Type.Object(
  {
    year: YearSchema,
    month: TwoDigitMonthSchema,
    /** Only these merchant countries; omitted or [] = all. Every figure follows it. */
    countries: Type.Optional(Type.Array(CountryCodeSchema, { maxItems: 50 })),
    /** Default USD. LOCAL converts money at the partner's monthly average rate (see `fx`). */
    currency: Type.Optional(InsightsCurrencySchema),
  },
  { additionalProperties: false },
);
export type InsightsQueryRequest = Static<typeof InsightsQueryRequestSchema>;

/** A KPI with its comparisons; changes are fractions (0.052 = +5.2%), null when not comparable. */
export const InsightsKpiSchema = Type.Object({
  value: Type.Number(),
  previousMonth: Nullable(Type.Number()),
  sameMonthLastYear: Nullable(Type.Number()),
  momChange: Nullable(Type.Number()),
  yoyChange: Nullable(Type.Number()),
});
export type InsightsKpi = Static<typeof InsightsKpiSchema>;

export const InsightsTrendPointSchema = Type.Object({
  month: YearMonthSchema,
  isMonthToDate: Type.Boolean(),
  volume: Type.Number(),
  txnCount: Type.Integer(),
  payingUsers: Type.Integer(),
});
export type InsightsTrendPoint = Static<typeof InsightsTrendPointSchema>;

export const InsightsSliceSchema = Type.Object({
  /** Country code (byCountry) or category name (byCategory). */
  key: Type.String(),
  volume: Type.Number(),
  txnCount: Type.Integer(),
  payingUsers: Type.Integer(),
  /** Share of the month's (filtered) volume, 0..1. */
  share: Type.Number(),
});
export type InsightsSlice = Static<typeof InsightsSliceSchema>;

export const InsightsMoverSchema = Type.Object({
  merchantId: ObjectIdSchema,
  name: Type.String(),
  country: CountryCodeSchema,
  category: Type.String(),
  volume: Type.Number(),
  /** The previous month's volume (month to date: the same share of it). */
  previousVolume: Type.Number(),
  change: Type.Number(),
  /** null when the merchant had no volume in the previous month. */
  changeRate: Nullable(Type.Number()),
});
export type InsightsMover = Static<typeof InsightsMoverSchema>;

export const InsightsDailyPointSchema = Type.Object({
  date: IsoDateSchema,
  volume: Type.Number(),
  txnCount: Type.Integer(),
});
export type InsightsDailyPoint = Static<typeof InsightsDailyPointSchema>;

export const InsightsFxSchema = Type.Object({
  /** The partner's home currency. */
  currency: CurrencyCodeSchema,
  /** Units of `currency` per 1 USD (monthly average). */
  ratePerUsd: Type.Number(),
  /** Month the rate is the average of. */
  month: YearMonthSchema,
});
export type InsightsFx = Static<typeof InsightsFxSchema>;

export const InsightsQueryResponseSchema = Envelope({
  year: YearSchema,
  month: TwoDigitMonthSchema,
  /** The selected month is the current one: figures are month to date. */
  isMonthToDate: Type.Boolean(),
  /** Fraction of the month elapsed (1 for complete months); comparisons of a month to date use it. */
  elapsedFraction: Type.Number(),
  /** When the figures were last computed. */
  dataAsOf: Nullable(IsoDateTimeSchema),
  /** Money figures are in this currency (USD, or the partner's home currency). */
  currency: CurrencyCodeSchema,
  /** The partner's home currency and the rate used for LOCAL (also sent with USD, for the switch). */
  fx: Nullable(InsightsFxSchema),
  /** First and last months with figures. */
  firstMonth: Nullable(YearMonthSchema),
  lastMonth: YearMonthSchema,
  /** Every merchant country the partner has figures for that month (filter options, unfiltered). */
  availableCountries: Type.Array(CountryCodeSchema),
  /** null when the month has no figures for the filter. */
  kpis: Nullable(
    Type.Object({
      volume: InsightsKpiSchema,
      txnCount: InsightsKpiSchema,
      payingUsers: InsightsKpiSchema,
      averageTicket: InsightsKpiSchema,
    }),
  ),
  trend: Type.Array(InsightsTrendPointSchema),
  byCountry: Type.Array(InsightsSliceSchema),
  byCategory: Type.Array(InsightsSliceSchema),
  risers: Type.Array(InsightsMoverSchema),
  fallers: Type.Array(InsightsMoverSchema),
  /** Month to date only: one point per day so far. */
  daily: Type.Array(InsightsDailyPointSchema),
});
export type InsightsQueryResponse = Static<typeof InsightsQueryResponseSchema>;

/**
 * export.json takes the same filters; the answer is a CSV attachment.
 * @alias (a name of its own for the export call)
 */
export const InsightsExportRequestSchema = InsightsQueryRequestSchema;

/**
 * POST /api/spportal/calendar/export.json: an iCalendar file (text/calendar) of one event (`id`)
 * or of a year's events with the calendar's filters. An unknown id or another partner's event
 * answers like the event detail (404, IPAY_RS_510870003); a filter with no events gives 510872007.
 */
export const CalendarExportRequestSchema = Type.Union([
  Type.Object({ id: ObjectIdSchema }, { additionalProperties: false }),
  Type.Object(
    {
      year: YearSchema,
      countries: Type.Optional(Type.Array(CountryCodeSchema, { maxItems: 50 })),
      types: Type.Optional(Type.Array(EventTypeSchema, { maxItems: 4 })),
    },
    { additionalProperties: false },
  ),
]);
export type CalendarExportRequest = Static<typeof CalendarExportRequestSchema>;
