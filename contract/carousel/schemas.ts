import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { EmptyRequestSchema, IsoDateSchema, Nullable, ObjectIdSchema } from '@contract/shared/common';
import { CAROUSEL_MEDIA_TYPES, CAROUSEL_LINK_TYPES } from './constants';
/**
 * POST /api/spportal/carousel/{query,detail}.json — published carousel items (network-wide ones plus
 * those targeted at the current partner). Media URLs are absolute paths on the API origin
 * (e.g. `/media/overview/banner-1.png`); the client prefixes the API origin. They are public-read,
 * so `<img src>` / `<video src>` work without the ctoken header.
 */

export const CarouselMediaTypeSchema = Type.Union(CAROUSEL_MEDIA_TYPES.map((t) => Type.Literal(t)));
export type CarouselMediaType = (typeof CAROUSEL_MEDIA_TYPES)[number];

export const CarouselLinkTypeSchema = Type.Union(CAROUSEL_LINK_TYPES.map((t) => Type.Literal(t)));
export type CarouselLinkType = (typeof CAROUSEL_LINK_TYPES)[number];

export const CarouselItemSchema = Type.Object({
  id: ObjectIdSchema,
  title: Type.String(),
  description: Type.String(),
  mediaType: CarouselMediaTypeSchema,
  /** Image (png/jpeg) or video (mp4, H.264). */
  mediaUrl: Type.String(),
  /** VIDEO: poster image; null means "take the first frame, fallback 640x360" (LIMIT-VIDEO-COVER). IMAGE: same as mediaUrl. */
  coverUrl: Nullable(Type.String()),
  /** Alternative text for the image or cover. */
  altText: Type.String(),
  linkType: CarouselLinkTypeSchema,
  linkTarget: Nullable(Type.String()),
  /** Ascending display order (1 first). */
  order: Type.Integer(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
});
export type CarouselItem = Static<typeof CarouselItemSchema>;

export const CarouselDetailSchema = Type.Object({
  ...CarouselItemSchema.properties,
  /** Longer body text for the events-carousel-detail page; paragraphs separated by blank lines. */
  content: Type.String(),
});
export type CarouselDetail = Static<typeof CarouselDetailSchema>;

// carousel/query.json — items whose period covers today, by order
export const CarouselQueryRequestSchema = EmptyRequestSchema;
export const CarouselQueryResponseSchema = Envelope({ carouselList: Type.Array(CarouselItemSchema) });
export type CarouselQueryResponse = Static<typeof CarouselQueryResponseSchema>;

// carousel/detail.json — unknown, unpublished or another partner's item: NOT_FOUND_CODE, HTTP 404
export const CarouselDetailRequestSchema = Type.Object(
  { id: ObjectIdSchema },
  { additionalProperties: false },
);
export const CarouselDetailResponseSchema = Envelope({ carousel: CarouselDetailSchema });
export type CarouselDetailResponse = Static<typeof CarouselDetailResponseSchema>;
