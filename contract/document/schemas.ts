import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import {
  IsoDate,
  IsoDateTime,
  Nullable,
  ObjectId,
  PageRequestFields,
  PageResponseFields,
  Year,
} from '@contract/shared/common';
import { CONTRACT_STATES, CONTRACT_TYPES, DOCUMENT_KINDS } from './constants';
import { Envelope } from '@contract/shared/envelope';

/**
 * Contracts and business-insights documents (paths in ./constants.ts). Every read is
 * scoped to the caller's current partner; an unknown id and another partner's id both answer
 * NOT_FOUND_CODE with HTTP 404. Files are fetched through GET file/download.json with the
 * `file` fields below.
 */

export const DocumentKind = Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k)));
export const ContractState = Type.Union(CONTRACT_STATES.map((s) => Type.Literal(s)));
export const ContractType = Type.Union(CONTRACT_TYPES.map((t) => Type.Literal(t)));
export const InsightType = Type.Union([Type.Literal('Newsletter'), Type.Literal('QBR')]);

/** The DATA-FILES file-download fields of one stored version. */
export const DocumentFile = Type.Object({
  fileUrl: Type.String(),
  fileName: Type.String(),
  fileContentType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  pageCount: Nullable(Type.Integer({ minimum: 0 })),
});
export type DocumentFile = Static<typeof DocumentFile>;

export const DocumentSummary = Type.Object({
  documentId: ObjectId,
  kind: DocumentKind,
  title: Type.String(),
  /** 'YYYY-MM' (Newsletter), 'YYYY-Qn' (QBR); null for contracts. */
  period: Nullable(Type.String()),
  publishedAt: Nullable(IsoDateTime),
  /** The current (highest) version and its file. */
  version: Type.Integer({ minimum: 1 }),
  file: DocumentFile,
  /** The highest version this user has opened; null when never. */
  readVersion: Nullable(Type.Integer({ minimum: 1 })),
  /** True until this user opens the current version. */
  isNew: Type.Boolean(),
});
export type DocumentSummary = Static<typeof DocumentSummary>;

export const ContractSummary = Type.Object({
  ...DocumentSummary.properties,
  contractType: Type.String(),
  counterparty: Type.String(),
  effectiveDate: IsoDate,
  expiryDate: Nullable(IsoDate),
  state: ContractState,
  /** Whole days until the expiry date (negative once expired); null without one. */
  daysToExpiry: Nullable(Type.Integer()),
});
export type ContractSummary = Static<typeof ContractSummary>;

export const DocumentVersion = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  file: DocumentFile,
  note: Nullable(Type.String()),
  createdAt: IsoDateTime,
  /** When this user first opened this version; null when never. */
  readAt: Nullable(IsoDateTime),
});
export type DocumentVersion = Static<typeof DocumentVersion>;

export const ContractDetail = Type.Object({
  ...ContractSummary.properties,
  /** Newest first. */
  versions: Type.Array(DocumentVersion),
});
export type ContractDetail = Static<typeof ContractDetail>;

// contract/query.json: paged, newest effective date first; keyword matches title and counterparty.
export const ContractQueryRequest = Type.Object(
  {
    ...PageRequestFields,
    state: Type.Optional(ContractState),
    contractType: Type.Optional(ContractType),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ContractQueryRequest = Static<typeof ContractQueryRequest>;
export const ContractQueryResponse = Envelope({
  ...PageResponseFields,
  contractList: Type.Array(ContractSummary),
});
export type ContractQueryResponse = Static<typeof ContractQueryResponse>;

// contract/detail.json
export const ContractDetailRequest = Type.Object({ contractId: ObjectId }, { additionalProperties: false });
export type ContractDetailRequest = Static<typeof ContractDetailRequest>;
export const ContractDetailResponse = Envelope({ contract: ContractDetail });
export type ContractDetailResponse = Static<typeof ContractDetailResponse>;

// insight/query.json: newest period first; `years` lists every year that has documents of the type.
export const InsightQueryRequest = Type.Object(
  { ...PageRequestFields, type: InsightType, year: Type.Optional(Year) },
  { additionalProperties: false },
);
export type InsightQueryRequest = Static<typeof InsightQueryRequest>;
export const InsightQueryResponse = Envelope({
  ...PageResponseFields,
  documentList: Type.Array(DocumentSummary),
  years: Type.Array(Type.Integer()),
});
export type InsightQueryResponse = Static<typeof InsightQueryResponse>;

// insight/latest.json
export const InsightLatestRequest = Type.Object({ type: InsightType }, { additionalProperties: false });
export type InsightLatestRequest = Static<typeof InsightLatestRequest>;
export const InsightLatestResponse = Envelope({ document: Nullable(DocumentSummary) });
export type InsightLatestResponse = Static<typeof InsightLatestResponse>;

// document/read.json: a read receipt for (user, document, version); firstRead says whether this call made it.
export const DocumentReadRequest = Type.Object(
  { documentId: ObjectId, version: Type.Integer({ minimum: 1, maximum: 10000 }) },
  { additionalProperties: false },
);
export type DocumentReadRequest = Static<typeof DocumentReadRequest>;
export const DocumentReadResponse = Envelope({ firstRead: Type.Boolean(), readAt: IsoDateTime });
export type DocumentReadResponse = Static<typeof DocumentReadResponse>;
