import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ObjectIdSchema } from '@contract/shared/common';
import { Envelope } from '@contract/shared/envelope';
import { StaffDocumentItemSchema } from './schemas';

/*
 * Business insights by issue (/iboss/configuration): one newsletter or QBR sent to several
 * partners is one document per partner (files belong to one partner); an issue is the documents
 * of one kind, period and title. Staff session only (a partner session gets 510871002, HTTP 403).
 */

const InsightKind = Type.Union([Type.Literal('NEWSLETTER'), Type.Literal('QBR')]);

export const StaffInsightIssueSchema = Type.Object({
  /** Opaque; the same issue keeps its key while its kind, period and title stay. */
  issueKey: Type.String(),
  kind: InsightKind,
  title: Type.String(),
  period: Type.String(),
  /** When its first copy reached a partner; null if none has been published. */
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  publishedCount: Type.Integer(),
  /** Every partner's copy, by partner name, with its versions. */
  documents: Type.Array(StaffDocumentItemSchema),
});
export type StaffInsightIssue = Static<typeof StaffInsightIssueSchema>;

export const StaffInsightIssuesRequestSchema = Type.Object(
  {
    kind: Type.Optional(InsightKind),
    /** Issues with a copy for this partner. */
    partnerId: Type.Optional(ObjectIdSchema),
    /** PUBLISHED: issues some partner sees; ARCHIVED: issues withdrawn from some partner. */
    status: Type.Optional(Type.Union([Type.Literal('PUBLISHED'), Type.Literal('ARCHIVED')])),
    /** Part of the title or period, any case. */
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    /** Newest period first unless asked otherwise. */
    sort: Type.Optional(
      Type.Union([
        Type.Literal('PERIOD_DESC'),
        Type.Literal('PERIOD_ASC'),
        Type.Literal('TITLE_ASC'),
        Type.Literal('TITLE_DESC'),
      ]),
    ),
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffInsightIssuesRequest = Static<typeof StaffInsightIssuesRequestSchema>;
export const StaffInsightIssuesResponseSchema = Envelope({
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  issueList: Type.Array(StaffInsightIssueSchema),
});
export type StaffInsightIssuesResponse = Static<typeof StaffInsightIssuesResponseSchema>;

/**
 * Withdraws (ARCHIVED) or publishes copies of business insights, all in one transaction: every id
 * must name a newsletter or QBR, or nothing changes (ILLEGAL_PARAMETERS, 404). Each partner whose
 * copy changes gets its own operation-log entry.
 */
export const StaffInsightSetStatusRequestSchema = Type.Object(
  {
    documentIds: Type.Array(ObjectIdSchema, { minItems: 1, maxItems: 200, uniqueItems: true }),
    status: Type.Union([Type.Literal('PUBLISHED'), Type.Literal('ARCHIVED')]),
  },
  { additionalProperties: false },
);
export type StaffInsightSetStatusRequest = Static<typeof StaffInsightSetStatusRequestSchema>;
export const StaffInsightSetStatusResponseSchema = Envelope({
  /** How many copies changed (ones already in that status are left as they are). */
  changed: Type.Integer(),
});
export type StaffInsightSetStatusResponse = Static<typeof StaffInsightSetStatusResponseSchema>;
