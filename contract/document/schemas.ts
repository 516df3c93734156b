import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import {
  IsoDateSchema,
  IsoDateTimeSchema,
  Nullable,
  ObjectIdSchema,
  PageRequestFields,
  PageResponseFields,
  YearSchema,
} from '@contract/shared/common';
import { CONTRACT_STATES, CONTRACT_TYPES, DOCUMENT_KINDS } from './constants';
import { Envelope } from '@contract/shared/envelope';

/**
 * Contracts and business-insights documents (paths in ./constants.ts). Every read is
 * scoped to the caller's current partner; an unknown id and another partner's id both answer
 * NOT_FOUND_CODE with HTTP 404. Files are fetched through GET file/download.json with the
 * `file` fields below.
 */

export const DocumentKindSchema = Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k)));
export const ContractStateSchema = Type.Union(CONTRACT_STATES.map((s) => Type.Literal(s)));
export const ContractTypeSchema = Type.Union(CONTRACT_TYPES.map((t) => Type.Literal(t)));
export const InsightTypeSchema = Type.Union([Type.Literal('Newsletter'), Type.Literal('QBR')]);

/** The DATA-FILES file-download fields of one stored version. */
export const DocumentFileSchema = Type.Object({
  fileUrl: Type.String(),
  fileName: Type.String(),
  fileContentType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  pageCount: Nullable(Type.Integer({ minimum: 0 })),
});
export type DocumentFile = Static<typeof DocumentFileSchema>;

export const DocumentSummarySchema = Type.Object({
  documentId: ObjectIdSchema,
  kind: DocumentKindSchema,
  title: Type.String(),
  /** 'YYYY-MM' (Newsletter), 'YYYY-Qn' (QBR); null for contracts. */
  period: Nullable(Type.String()),
  publishedAt: Nullable(IsoDateTimeSchema),
  /** The current (highest) version and its file. */
  version: Type.Integer({ minimum: 1 }),
  file: DocumentFileSchema,
  /** The highest version this user has opened; null when never. */
  readVersion: Nullable(Type.Integer({ minimum: 1 })),
  /** True until this user opens the current version. */
  isNew: Type.Boolean(),
});
export type DocumentSummary = Static<typeof DocumentSummarySchema>;

export const ContractSummarySchema = Type.Object({
  ...DocumentSummarySchema.properties,
  contractType: Type.String(),
  counterparty: Type.String(),
  effectiveDate: IsoDateSchema,
  expiryDate: Nullable(IsoDateSchema),
  state: ContractStateSchema,
  /** Whole days until the expiry date (negative once expired); null without one. */
  daysToExpiry: Nullable(Type.Integer()),
});
export type ContractSummary = Static<typeof ContractSummarySchema>;

export const DocumentVersionSchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  file: DocumentFileSchema,
  note: Nullable(Type.String()),
  createdAt: IsoDateTimeSchema,
  /** When this user first opened this version; null when never. */
  readAt: Nullable(IsoDateTimeSchema),
});
export type DocumentVersion = Static<typeof DocumentVersionSchema>;

export const ContractDetailSchema = Type.Object({
  ...ContractSummarySchema.properties,
  /** Newest first. */
  versions: Type.Array(DocumentVersionSchema),
});
export type ContractDetail = Static<typeof ContractDetailSchema>;

// contract/query.json: paged, newest effective date first; keyword matches title and counterparty.
export const ContractQueryRequestSchema = Type.Object(
  {
    ...PageRequestFields,
    state: Type.Optional(ContractStateSchema),
    contractType: Type.Optional(ContractTypeSchema),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ContractQueryRequest = Static<typeof ContractQueryRequestSchema>;
export const ContractQueryResponseSchema = Envelope({
  ...PageResponseFields,
  contractList: Type.Array(ContractSummarySchema),
});
export type ContractQueryResponse = Static<typeof ContractQueryResponseSchema>;

// contract/detail.json
export const ContractDetailRequestSchema = Type.Object(
  { contractId: ObjectIdSchema },
  { additionalProperties: false },
);
export const ContractDetailResponseSchema = Envelope({ contract: ContractDetailSchema });
export type ContractDetailResponse = Static<typeof ContractDetailResponseSchema>;

// insight/query.json: newest period first; `years` lists every year that has documents of the type.
export const InsightQueryRequestSchema = Type.Object(
  { ...PageRequestFields, type: InsightTypeSchema, year: Type.Optional(YearSchema) },
  { additionalProperties: false },
);
export type InsightQueryRequest = Static<typeof InsightQueryRequestSchema>;
export const InsightQueryResponseSchema = Envelope({
  ...PageResponseFields,
  documentList: Type.Array(DocumentSummarySchema),
  years: Type.Array(Type.Integer()),
});
export type InsightQueryResponse = Static<typeof InsightQueryResponseSchema>;

// insight/latest.json
export const InsightLatestRequestSchema = Type.Object(
  { type: InsightTypeSchema },
  { additionalProperties: false },
);
export const InsightLatestResponseSchema = Envelope({ document: Nullable(DocumentSummarySchema) });

// document/read.json: a read receipt for (user, document, version); firstRead says whether this call made it.
export const DocumentReadRequestSchema = Type.Object(
  { documentId: ObjectIdSchema, version: Type.Integer({ minimum: 1, maximum: 10000 }) },
  { additionalProperties: false },
);
export const DocumentReadResponseSchema = Envelope({ firstRead: Type.Boolean(), readAt: IsoDateTimeSchema });
export type DocumentReadResponse = Static<typeof DocumentReadResponseSchema>;
