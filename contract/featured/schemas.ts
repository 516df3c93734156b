import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CarouselItemSchema } from '@contract/carousel/schemas';
import { EmptyRequestSchema, IsoDateSchema } from '@contract/shared/common';
import { Envelope } from '@contract/shared/envelope';
import { EventSummarySchema } from '@contract/event/schemas';

/**
 * POST /api/spportal/featured/list.json — what `/events-carousel-detail` lists when no item is
 * chosen: the carousel items and the network events the caller may see (network-wide plus the
 * current partner's). Each list holds the current ones first and the past ones after:
 * - carouselList: items whose period covers `today` (display order), then ended ones, latest end first;
 * - eventList: events that have not ended (current and upcoming, by start date), then ended ones,
 *   latest end first.
 * An item is past when its endDate is before `today` (the server's date). At most
 * FEATURED_PAST_LIMIT (./constants.ts) past entries per list.
 */
export const FeaturedListRequestSchema = EmptyRequestSchema;
export const FeaturedListResponseSchema = Envelope({
  today: IsoDateSchema,
  carouselList: Type.Array(CarouselItemSchema),
  eventList: Type.Array(EventSummarySchema),
});
export type FeaturedListResponse = Static<typeof FeaturedListResponseSchema>;
