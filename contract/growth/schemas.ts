import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { EmptyRequestSchema, IsoDateTimeSchema, Nullable, YearMonthSchema } from '@contract/shared/common';
import { InsightsFxSchema } from '@contract/insights/schemas';
/** POST /api/spportal/growth/query.json — empty body (DATA-CALLS); the current partner's last 24 months. */

export const GrowthPointSchema = Type.Object({
  month: YearMonthSchema,
  /** True for the current month: figures are month to date. Always sent. */
  isPartial: Type.Optional(Type.Boolean()),
  volumeUsd: Type.Number(),
  txnCount: Type.Integer(),
  payingUsers: Type.Integer(),
  /** Month-over-month change as a fraction (0.052 = +5.2%); null when the previous month is unknown or 0. */
  volumeUsdMoM: Nullable(Type.Number()),
  txnCountMoM: Nullable(Type.Number()),
  payingUsersMoM: Nullable(Type.Number()),
});
export type GrowthPoint = Static<typeof GrowthPointSchema>;

export const GrowthQueryRequestSchema = EmptyRequestSchema;
/** Ascending by month, ending with the current month (month to date); months without data are left out. */
export const GrowthQueryResponseSchema = Envelope({
  currency: Type.Literal('USD'),
  growthList: Type.Array(GrowthPointSchema),
  /**
   * When the figures were last loaded (DATA-STAMP); every money screen of the overview shows it.
   * Optional: older servers did not send it.
   */
  dataAsOf: Type.Optional(Nullable(IsoDateTimeSchema)),
  /** The partner's home currency and its latest monthly rate, for the USD / local switch (DATA-CURRENCY). */
  fx: Type.Optional(Nullable(InsightsFxSchema)),
});
export type GrowthQueryResponse = Static<typeof GrowthQueryResponseSchema>;
