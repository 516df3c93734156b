import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { CountryCodeSchema, IsoDateSchema, Nullable, ObjectIdSchema } from '@contract/shared/common';
import { EVENT_TYPES } from './constants';
/**
 * Network events: campaigns, settlement holidays, launches and claim deadlines. Network-wide events
 * plus those of the current partner. POST /api/spportal/event/detail.json answers one event;
 * an unknown id or another partner's event answers NOT_FOUND_CODE (IPAY_RS_510870003) with HTTP 404.
 */

export const EventTypeSchema = Type.Union(EVENT_TYPES.map((t) => Type.Literal(t)));
export type EventType = (typeof EVENT_TYPES)[number];

export const EventSummarySchema = Type.Object({
  id: ObjectIdSchema,
  title: Type.String(),
  type: EventTypeSchema,
  /** Inclusive date range; one-day events have startDate === endDate. */
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** Countries the event applies to (ISO alpha-2); empty means every country. */
  countries: Type.Array(CountryCodeSchema),
  description: Type.String(),
});
export type EventSummary = Static<typeof EventSummarySchema>;

export const EventDetailSchema = Type.Object({
  ...EventSummarySchema.properties,
  /** Longer body; paragraphs separated by blank lines. */
  content: Type.String(),
  location: Nullable(Type.String()),
  /** Banner image on the API origin (absolute path), or null. */
  imageUrl: Nullable(Type.String()),
});
export type EventDetail = Static<typeof EventDetailSchema>;

// event/detail.json
export const EventDetailRequestSchema = Type.Object({ id: ObjectIdSchema }, { additionalProperties: false });
export const EventDetailResponseSchema = Envelope({ event: EventDetailSchema });
export type EventDetailResponse = Static<typeof EventDetailResponseSchema>;
