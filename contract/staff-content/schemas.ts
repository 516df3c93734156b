import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { EmptyRequest, IsoDate, Nullable, ObjectId } from '@contract/shared/common';
import { Envelope, EnvelopeBase } from '@contract/shared/envelope';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@contract/document/constants';
import { CAROUSEL_LINK_TYPES, CAROUSEL_MEDIA_TYPES } from '@contract/carousel/constants';

/**
 * Staff content calls (/iboss): every one needs a staff session (a partner session gets
 * 510871002, HTTP 403). Paths are plain constants so the client imports them as values from
 * ./constants.ts.
 */
export { STAFF_CONTENT_API, STAFF_DOCUMENT_API } from './constants';

export const StaffPartner = Type.Object({ id: Type.String(), name: Type.String() });
export type StaffPartner = Static<typeof StaffPartner>;

export const StaffPartnersRequest = EmptyRequest;
export const StaffPartnersResponse = Envelope({ partnerList: Type.Array(StaffPartner) });
export type StaffPartnersResponse = Static<typeof StaffPartnersResponse>;

const SettingKey = Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' });

export const SettingValue = Type.Object({
  key: Type.String(),
  /** null: the network-wide value. */
  partnerId: Nullable(Type.String()),
  value: Type.String(),
  updatedAt: Type.String(),
});
export type SettingValue = Static<typeof SettingValue>;

export const SettingsListRequest = EmptyRequest;
export const SettingsListResponse = Envelope({ settingList: Type.Array(SettingValue) });
export type SettingsListResponse = Static<typeof SettingsListResponse>;

/** Saves the given keys for one scope; a null value removes it (a partner falls back to the network-wide one). */
export const SettingsSaveRequest = Type.Object(
  {
    partnerId: Nullable(ObjectId),
    values: Type.Record(SettingKey, Nullable(Type.String({ maxLength: 500 })), { maxProperties: 20 }),
  },
  { additionalProperties: false },
);
export type SettingsSaveRequest = Static<typeof SettingsSaveRequest>;
export const SettingsSaveResponse = Envelope({ changed: Type.Array(Type.String()) });
export type SettingsSaveResponse = Static<typeof SettingsSaveResponse>;
/**
 * A refused value: 510870003 with `field` = the setting's key and a resultMessage saying what the
 * setting takes (settingProblemText in ./settings.ts). Nothing of the request is saved.
 */
export const SettingsSaveFailure = Type.Object(
  { ...EnvelopeBase, field: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

// Carousel items as the staff see them: drafts included, with their audience.
const MediaType = Type.Union(CAROUSEL_MEDIA_TYPES.map((t) => Type.Literal(t)));
const LinkType = Type.Union(CAROUSEL_LINK_TYPES.map((t) => Type.Literal(t)));

export const StaffCarouselFields = {
  title: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.String({ maxLength: 300 }),
  content: Type.String({ maxLength: 5000 }),
  mediaType: MediaType,
  /** A fileUrl issued by file/upload.json (CAROUSEL_IMAGE or CAROUSEL_VIDEO). */
  mediaFileUrl: Type.String({ minLength: 1, maxLength: 64 }),
  /** VIDEO: the cover taken from the first frame (VIDEO_COVER upload); null for images. */
  coverFileUrl: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
  altText: Type.String({ minLength: 1, maxLength: 200 }),
  linkType: LinkType,
  linkTarget: Nullable(Type.String({ maxLength: 300 })),
  startDate: IsoDate,
  endDate: IsoDate,
  /** Empty: every partner. */
  partnerIds: Type.Array(ObjectId, { maxItems: 50 }),
  published: Type.Boolean(),
};

export const StaffCarouselItem = Type.Object({
  id: Type.String(),
  ...StaffCarouselFields,
  order: Type.Integer(),
  mediaUrl: Type.String(),
  coverUrl: Nullable(Type.String()),
});
export type StaffCarouselItem = Static<typeof StaffCarouselItem>;

export const StaffCarouselListRequest = Type.Object(
  {
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffCarouselListRequest = Static<typeof StaffCarouselListRequest>;
export const StaffCarouselListResponse = Envelope({
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  carouselList: Type.Array(StaffCarouselItem),
});
export type StaffCarouselListResponse = Static<typeof StaffCarouselListResponse>;

/** Create (no id) or edit (id). */
export const StaffCarouselSaveRequest = Type.Object(
  { id: Type.Optional(ObjectId), ...StaffCarouselFields },
  { additionalProperties: false },
);
export type StaffCarouselSaveRequest = Static<typeof StaffCarouselSaveRequest>;
export const StaffCarouselSaveResponse = Envelope({ carousel: StaffCarouselItem });
export type StaffCarouselSaveResponse = Static<typeof StaffCarouselSaveResponse>;

/** Moves one item up or down by one place in the display order. */
export const StaffCarouselMoveRequest = Type.Object(
  { id: ObjectId, direction: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]) },
  { additionalProperties: false },
);
export type StaffCarouselMoveRequest = Static<typeof StaffCarouselMoveRequest>;
export const StaffCarouselMoveResponse = Envelope({});

// Documents (contracts and business insights) as the staff see them: every partner, every status.
const Kind = Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k)));
const Status = Type.Union(DOCUMENT_STATUSES.map((s) => Type.Literal(s)));
const InsightPeriod = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2]|Q[1-4])$' });

export const StaffDocumentVersion = Type.Object({
  version: Type.Integer(),
  fileUrl: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String(),
  note: Nullable(Type.String()),
});

export const StaffDocumentItem = Type.Object({
  documentId: Type.String(),
  partnerId: Type.String(),
  partnerName: Type.String(),
  kind: Kind,
  title: Type.String(),
  contractType: Nullable(Type.String()),
  counterparty: Nullable(Type.String()),
  period: Nullable(Type.String()),
  effectiveDate: Nullable(Type.String()),
  expiryDate: Nullable(Type.String()),
  status: Status,
  currentVersion: Type.Integer(),
  publishedAt: Nullable(Type.String()),
  updatedAt: Type.String(),
  versions: Type.Array(StaffDocumentVersion),
});
export type StaffDocumentItem = Static<typeof StaffDocumentItem>;

export const StaffDocumentListRequest = Type.Object(
  {
    kinds: Type.Array(Kind, { minItems: 1, maxItems: 3 }),
    partnerId: Type.Optional(ObjectId),
    status: Type.Optional(Status),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffDocumentListRequest = Static<typeof StaffDocumentListRequest>;
export const StaffDocumentListResponse = Envelope({
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  documentList: Type.Array(StaffDocumentItem),
});
export type StaffDocumentListResponse = Static<typeof StaffDocumentListResponse>;

/**
 * Create (no documentId: partnerId and kind required) or edit. An edit never moves a document to
 * another partner: the stored partner is used, and a different partnerId in the body is refused.
 */
export const StaffDocumentSaveRequest = Type.Object(
  {
    documentId: Type.Optional(ObjectId),
    partnerId: Type.Optional(ObjectId),
    kind: Kind,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    contractType: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    counterparty: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    period: Type.Optional(Nullable(InsightPeriod)),
    effectiveDate: Type.Optional(Nullable(IsoDate)),
    expiryDate: Type.Optional(Nullable(IsoDate)),
    status: Status,
  },
  { additionalProperties: false },
);
export type StaffDocumentSaveRequest = Static<typeof StaffDocumentSaveRequest>;
export const StaffDocumentSaveResponse = Envelope({ document: StaffDocumentItem });
export type StaffDocumentSaveResponse = Static<typeof StaffDocumentSaveResponse>;

/** Attaches an uploaded PDF (CONTRACT_PDF or INSIGHT_PDF slot) as the next version. */
export const StaffDocumentAddVersionRequest = Type.Object(
  {
    documentId: ObjectId,
    fileUrl: Type.String({ minLength: 1, maxLength: 64 }),
    note: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type StaffDocumentAddVersionRequest = Static<typeof StaffDocumentAddVersionRequest>;
export const StaffDocumentAddVersionResponse = Envelope({ document: StaffDocumentItem });

export const StaffDocumentReadersRequest = Type.Object(
  { documentId: ObjectId },
  { additionalProperties: false },
);
export const StaffDocumentReader = Type.Object({
  email: Type.String(),
  fullName: Type.String(),
  version: Type.Integer(),
  readAt: Type.String(),
});
export type StaffDocumentReader = Static<typeof StaffDocumentReader>;
export const StaffDocumentReadersResponse = Envelope({ readerList: Type.Array(StaffDocumentReader) });
export type StaffDocumentReadersResponse = Static<typeof StaffDocumentReadersResponse>;

/** One business-insights PDF published to several partners at once (one document per partner). */
export const StaffInsightPublishRequest = Type.Object(
  {
    kind: Type.Union([Type.Literal('NEWSLETTER'), Type.Literal('QBR')]),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    period: InsightPeriod,
    partnerIds: Type.Array(ObjectId, { minItems: 1, maxItems: 50 }),
    fileUrl: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type StaffInsightPublishRequest = Static<typeof StaffInsightPublishRequest>;
export const StaffInsightPublishResponse = Envelope({ documentIds: Type.Array(Type.String()) });
export type StaffInsightPublishResponse = Static<typeof StaffInsightPublishResponse>;
