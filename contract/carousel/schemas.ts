import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { EmptyRequest, IsoDate, Nullable, ObjectId } from '@contract/shared/common';
import { CAROUSEL_MEDIA_TYPES, CAROUSEL_LINK_TYPES } from './constants';
/**
 * POST /api/spportal/carousel/{query,detail}.json — published carousel items (network-wide ones plus
 * those targeted at the current partner). Media URLs are absolute paths on the API origin
 * (e.g. `/media/overview/banner-1.png`); the client prefixes the API origin. They are public-read,
 * so `<img src>` / `<video src>` work without the ctoken header.
 */

export const CarouselMediaType = Type.Union(CAROUSEL_MEDIA_TYPES.map((t) => Type.Literal(t)));
export type CarouselMediaType = (typeof CAROUSEL_MEDIA_TYPES)[number];

export const CarouselLinkType = Type.Union(CAROUSEL_LINK_TYPES.map((t) => Type.Literal(t)));
export type CarouselLinkType = (typeof CAROUSEL_LINK_TYPES)[number];

export const CarouselItem = Type.Object({
  id: ObjectId,
  title: Type.String(),
  description: Type.String(),
  mediaType: CarouselMediaType,
  /** Image (png/jpeg) or video (mp4, H.264). */
  mediaUrl: Type.String(),
  /** VIDEO: poster image; null means "take the first frame, fallback 640x360" (LIMIT-VIDEO-COVER). IMAGE: same as mediaUrl. */
  coverUrl: Nullable(Type.String()),
  /** Alternative text for the image or cover. */
  altText: Type.String(),
  linkType: CarouselLinkType,
  linkTarget: Nullable(Type.String()),
  /** Ascending display order (1 first). */
  order: Type.Integer(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type CarouselItem = Static<typeof CarouselItem>;

export const CarouselDetail = Type.Object({
  ...CarouselItem.properties,
  /** Longer body text for the events-carousel-detail page; paragraphs separated by blank lines. */
  content: Type.String(),
});
export type CarouselDetail = Static<typeof CarouselDetail>;

// carousel/query.json — items whose period covers today, by order
export const CarouselQueryRequest = EmptyRequest;
export type CarouselQueryRequest = Static<typeof CarouselQueryRequest>;
export const CarouselQueryResponse = Envelope({ carouselList: Type.Array(CarouselItem) });
export type CarouselQueryResponse = Static<typeof CarouselQueryResponse>;

// carousel/detail.json — unknown, unpublished or another partner's item: NOT_FOUND_CODE, HTTP 404
export const CarouselDetailRequest = Type.Object({ id: ObjectId }, { additionalProperties: false });
export type CarouselDetailRequest = Static<typeof CarouselDetailRequest>;
export const CarouselDetailResponse = Envelope({ carousel: CarouselDetail });
export type CarouselDetailResponse = Static<typeof CarouselDetailResponse>;
