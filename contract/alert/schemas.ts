import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope, EnvelopeBase } from '@contract/shared/envelope';
import { EmptyRequestSchema, IsoDateTimeSchema, Nullable, ObjectIdSchema } from '@contract/shared/common';
import {
  ALERT_DOCUMENT_KINDS,
  ALERT_KINDS,
  ALERT_MAIL_CHOICES,
  ALERT_METRICS,
  ALERT_PERIODS,
} from './constants';

/**
 * POST /api/spportal/alert/{list,save,setPaused,delete}.json: the signed-in partner user's own
 * alert rules for their current partner. Staff get 510871002 (No Authority); a rule of another
 * user or partner answers like an unknown one (NOT_FOUND_CODE, HTTP 404).
 */

export const AlertKindSchema = Type.Union(ALERT_KINDS.map((k) => Type.Literal(k)));
export const AlertMetricSchema = Type.Union(ALERT_METRICS.map((m) => Type.Literal(m)));
export const AlertPeriodSchema = Type.Union(ALERT_PERIODS.map((p) => Type.Literal(p)));
export const AlertDocumentKindSchema = Type.Union(ALERT_DOCUMENT_KINDS.map((k) => Type.Literal(k)));
export const AlertMailChoiceSchema = Type.Union(ALERT_MAIL_CHOICES.map((m) => Type.Literal(m)));

const RuleFields = {
  kind: AlertKindSchema,
  metric: Type.Optional(Nullable(AlertMetricSchema)),
  /** null or absent: all countries together. */
  country: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
  period: Type.Optional(Nullable(AlertPeriodSchema)),
  thresholdPercent: Type.Optional(Nullable(Type.Number())),
  withinDays: Type.Optional(Nullable(Type.Number())),
  documentKind: Type.Optional(Nullable(AlertDocumentKindSchema)),
  mail: AlertMailChoiceSchema,
};

export const AlertRuleSchema = Type.Object({
  ruleId: ObjectIdSchema,
  kind: AlertKindSchema,
  metric: Nullable(AlertMetricSchema),
  country: Nullable(Type.String()),
  period: Nullable(AlertPeriodSchema),
  thresholdPercent: Nullable(Type.Number()),
  withinDays: Nullable(Type.Integer()),
  documentKind: Nullable(AlertDocumentKindSchema),
  mail: AlertMailChoiceSchema,
  paused: Type.Boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** When it last alerted, and what it said (the notification's text); null until it has. */
  lastFiredAt: Nullable(IsoDateTimeSchema),
  lastReason: Nullable(Type.String()),
});
export type AlertRule = Static<typeof AlertRuleSchema>;

// alert/list.json
export const AlertListRequestSchema = EmptyRequestSchema;
export const AlertListResponseSchema = Envelope({
  ruleList: Type.Array(AlertRuleSchema),
  /** The partner's countries with figures: what a figure rule may narrow to. */
  countryList: Type.Array(Type.String()),
});
export type AlertListResponse = Static<typeof AlertListResponseSchema>;

// alert/save.json: without ruleId a new rule; with it, that rule changed (its pause state kept).
export const AlertSaveRequestSchema = Type.Object(
  { ruleId: Type.Optional(ObjectIdSchema), ...RuleFields },
  { additionalProperties: false },
);
export type AlertSaveRequest = Static<typeof AlertSaveRequestSchema>;
export const AlertSaveResponseSchema = Envelope({ rule: AlertRuleSchema });
export type AlertSaveResponse = Static<typeof AlertSaveResponseSchema>;
/**
 * A refused rule: 510870003 with `field` naming what to fix and a resultMessage from
 * ALERT_FIELD_MESSAGES (./rules.ts); nothing is saved.
 */
export const AlertSaveFailureSchema = Type.Object(
  { ...EnvelopeBase, field: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

// alert/setPaused.json
export const AlertSetPausedRequestSchema = Type.Object(
  { ruleId: ObjectIdSchema, paused: Type.Boolean() },
  { additionalProperties: false },
);
export type AlertSetPausedRequest = Static<typeof AlertSetPausedRequestSchema>;
export const AlertSetPausedResponseSchema = Envelope({ rule: AlertRuleSchema });

// alert/delete.json
export const AlertDeleteRequestSchema = Type.Object(
  { ruleId: ObjectIdSchema },
  { additionalProperties: false },
);
export const AlertDeleteResponseSchema = Envelope({});
