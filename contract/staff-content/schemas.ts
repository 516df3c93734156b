import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { EmptyRequestSchema, IsoDateSchema, Nullable, ObjectIdSchema } from '@contract/shared/common';
import { Envelope, EnvelopeBase } from '@contract/shared/envelope';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@contract/document/constants';
import { CAROUSEL_LINK_TYPES, CAROUSEL_MEDIA_TYPES, CAROUSEL_STATUSES } from '@contract/carousel/constants';

/*
 * Staff content calls (/iboss): every one needs a staff session (a partner session gets
 * 510871002, HTTP 403). Their paths are in ./constants.ts.
 */

export const StaffPartnerSchema = Type.Object({ id: Type.String(), name: Type.String() });

export const StaffPartnersRequestSchema = EmptyRequestSchema;
export const StaffPartnersResponseSchema = Envelope({ partnerList: Type.Array(StaffPartnerSchema) });
export type StaffPartnersResponse = Static<typeof StaffPartnersResponseSchema>;

const SettingKey = Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' });

export const SettingValueSchema = Type.Object({
  key: Type.String(),
  /** null: the network-wide value. */
  partnerId: Nullable(Type.String()),
  value: Type.String(),
  updatedAt: Type.String(),
});

export const SettingsListRequestSchema = EmptyRequestSchema;
export const SettingsListResponseSchema = Envelope({ settingList: Type.Array(SettingValueSchema) });
export type SettingsListResponse = Static<typeof SettingsListResponseSchema>;

/** Saves the given keys for one scope; a null value removes it (a partner falls back to the network-wide one). */
export const SettingsSaveRequestSchema = Type.Object(
  {
    partnerId: Nullable(ObjectIdSchema),
    values: Type.Record(SettingKey, Nullable(Type.String({ maxLength: 500 })), { maxProperties: 20 }),
  },
  { additionalProperties: false },
);
export type SettingsSaveRequest = Static<typeof SettingsSaveRequestSchema>;
export const SettingsSaveResponseSchema = Envelope({ changed: Type.Array(Type.String()) });
export type SettingsSaveResponse = Static<typeof SettingsSaveResponseSchema>;
/**
 * A refused value: 510870003 with `field` = the setting's key and a resultMessage saying what the
 * setting takes (settingProblemText in ./settings.ts). Nothing of the request is saved.
 */
export const SettingsSaveFailureSchema = Type.Object(
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
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** Empty: every partner. */
  partnerIds: Type.Array(ObjectIdSchema, { maxItems: 50 }),
  published: Type.Boolean(),
};

const CarouselStatus = Type.Union(CAROUSEL_STATUSES.map((s) => Type.Literal(s)));

export const StaffCarouselItemSchema = Type.Object({
  id: Type.String(),
  ...StaffCarouselFields,
  /** 1..n without repeats across every item (the server renumbers in the same transaction). */
  order: Type.Integer(),
  /** From the dates and `published`, as of the server's today (contract/carousel/constants.ts). */
  status: CarouselStatus,
  mediaUrl: Type.String(),
  coverUrl: Nullable(Type.String()),
});
export type StaffCarouselItem = Static<typeof StaffCarouselItemSchema>;

export const StaffCarouselListRequestSchema = Type.Object(
  {
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** Part of the title, description or alternative text (case-insensitive). */
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(CarouselStatus),
    /** Items this partner sees (the ones for every partner included). */
    partnerId: Type.Optional(ObjectIdSchema),
  },
  { additionalProperties: false },
);
export type StaffCarouselListRequest = Static<typeof StaffCarouselListRequestSchema>;
export const StaffCarouselListResponseSchema = Envelope({
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  carouselList: Type.Array(StaffCarouselItemSchema),
});
export type StaffCarouselListResponse = Static<typeof StaffCarouselListResponseSchema>;

/** Create (no id) or edit (id). */
export const StaffCarouselSaveRequestSchema = Type.Object(
  { id: Type.Optional(ObjectIdSchema), ...StaffCarouselFields },
  { additionalProperties: false },
);
export type StaffCarouselSaveRequest = Static<typeof StaffCarouselSaveRequestSchema>;
export const StaffCarouselSaveResponseSchema = Envelope({ carousel: StaffCarouselItemSchema });
export type StaffCarouselSaveResponse = Static<typeof StaffCarouselSaveResponseSchema>;

/** Moves one item up or down by one place in the display order. */
export const StaffCarouselMoveRequestSchema = Type.Object(
  { id: ObjectIdSchema, direction: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]) },
  { additionalProperties: false },
);
export type StaffCarouselMoveRequest = Static<typeof StaffCarouselMoveRequestSchema>;
export const StaffCarouselMoveResponseSchema = Envelope({});

/** Puts one item at `position` (1 first) of the display order; the others shift by one (drag and drop). */
export const StaffCarouselPlaceRequestSchema = Type.Object(
  { id: ObjectIdSchema, position: Type.Integer({ minimum: 1, maximum: 100_000 }) },
  { additionalProperties: false },
);
export type StaffCarouselPlaceRequest = Static<typeof StaffCarouselPlaceRequestSchema>;
export const StaffCarouselPlaceResponseSchema = Envelope({});

/** Removes one item; the items after it move up one place. Unknown id: HTTP 404. */
export const StaffCarouselDeleteRequestSchema = Type.Object(
  { id: ObjectIdSchema },
  { additionalProperties: false },
);
export type StaffCarouselDeleteRequest = Static<typeof StaffCarouselDeleteRequestSchema>;
export const StaffCarouselDeleteResponseSchema = Envelope({});

// Documents (contracts and business insights) as the staff see them: every partner, every status.
const Kind = Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k)));
const Status = Type.Union(DOCUMENT_STATUSES.map((s) => Type.Literal(s)));
const InsightPeriod = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2]|Q[1-4])$' });

export const StaffDocumentVersionSchema = Type.Object({
  version: Type.Integer(),
  fileUrl: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String(),
  note: Nullable(Type.String()),
});

export const StaffDocumentItemSchema = Type.Object({
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
  versions: Type.Array(StaffDocumentVersionSchema),
});
export type StaffDocumentItem = Static<typeof StaffDocumentItemSchema>;

export const StaffDocumentListRequestSchema = Type.Object(
  {
    kinds: Type.Array(Kind, { minItems: 1, maxItems: 3 }),
    partnerId: Type.Optional(ObjectIdSchema),
    status: Type.Optional(Status),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffDocumentListRequest = Static<typeof StaffDocumentListRequestSchema>;
export const StaffDocumentListResponseSchema = Envelope({
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  documentList: Type.Array(StaffDocumentItemSchema),
});
export type StaffDocumentListResponse = Static<typeof StaffDocumentListResponseSchema>;

/**
 * Create (no documentId: partnerId and kind required) or edit. An edit never moves a document to
 * another partner: the stored partner is used, and a different partnerId in the body is refused.
 */
export const StaffDocumentSaveRequestSchema = Type.Object(
  {
    documentId: Type.Optional(ObjectIdSchema),
    partnerId: Type.Optional(ObjectIdSchema),
    kind: Kind,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    contractType: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    counterparty: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    period: Type.Optional(Nullable(InsightPeriod)),
    effectiveDate: Type.Optional(Nullable(IsoDateSchema)),
    expiryDate: Type.Optional(Nullable(IsoDateSchema)),
    status: Status,
  },
  { additionalProperties: false },
);
export type StaffDocumentSaveRequest = Static<typeof StaffDocumentSaveRequestSchema>;
export const StaffDocumentSaveResponseSchema = Envelope({ document: StaffDocumentItemSchema });
export type StaffDocumentSaveResponse = Static<typeof StaffDocumentSaveResponseSchema>;

/** Attaches an uploaded PDF (CONTRACT_PDF or INSIGHT_PDF slot) as the next version. */
export const StaffDocumentAddVersionRequestSchema = Type.Object(
  {
    documentId: ObjectIdSchema,
    fileUrl: Type.String({ minLength: 1, maxLength: 64 }),
    note: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type StaffDocumentAddVersionRequest = Static<typeof StaffDocumentAddVersionRequestSchema>;
export const StaffDocumentAddVersionResponseSchema = Envelope({ document: StaffDocumentItemSchema });

export const StaffDocumentReadersRequestSchema = Type.Object(
  { documentId: ObjectIdSchema },
  { additionalProperties: false },
);
export const StaffDocumentReaderSchema = Type.Object({
  email: Type.String(),
  fullName: Type.String(),
  version: Type.Integer(),
  readAt: Type.String(),
});
export const StaffDocumentReadersResponseSchema = Envelope({
  readerList: Type.Array(StaffDocumentReaderSchema),
});
export type StaffDocumentReadersResponse = Static<typeof StaffDocumentReadersResponseSchema>;

/** One business-insights PDF published to several partners at once (one document per partner). */
export const StaffInsightPublishRequestSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('NEWSLETTER'), Type.Literal('QBR')]),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    period: InsightPeriod,
    partnerIds: Type.Array(ObjectIdSchema, { minItems: 1, maxItems: 50 }),
    fileUrl: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type StaffInsightPublishRequest = Static<typeof StaffInsightPublishRequestSchema>;
export const StaffInsightPublishResponseSchema = Envelope({ documentIds: Type.Array(Type.String()) });
export type StaffInsightPublishResponse = Static<typeof StaffInsightPublishResponseSchema>;
