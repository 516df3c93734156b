import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { CountryCode, IsoDate, Nullable, ObjectId } from '@contract/shared/common';
import { EVENT_TYPES } from './constants';
/**
 * Network events: campaigns, settlement holidays, launches and claim deadlines. Network-wide events
 * plus those of the current partner. POST /api/spportal/event/detail.json answers one event;
 * an unknown id or another partner's event answers NOT_FOUND_CODE (IPAY_RS_510870003) with HTTP 404.
 */

export const EventType = Type.Union(EVENT_TYPES.map((t) => Type.Literal(t)));
export type EventType = (typeof EVENT_TYPES)[number];

export const EventSummary = Type.Object({
  id: ObjectId,
  title: Type.String(),
  type: EventType,
  /** Inclusive date range; one-day events have startDate === endDate. */
  startDate: IsoDate,
  endDate: IsoDate,
  /** Countries the event applies to (ISO alpha-2); empty means every country. */
  countries: Type.Array(CountryCode),
  description: Type.String(),
});
export type EventSummary = Static<typeof EventSummary>;

export const EventDetail = Type.Object({
  ...EventSummary.properties,
  /** Longer body; paragraphs separated by blank lines. */
  content: Type.String(),
  location: Nullable(Type.String()),
  /** Banner image on the API origin (absolute path), or null. */
  imageUrl: Nullable(Type.String()),
});
export type EventDetail = Static<typeof EventDetail>;

// event/detail.json
export const EventDetailRequest = Type.Object({ id: ObjectId }, { additionalProperties: false });
export type EventDetailRequest = Static<typeof EventDetailRequest>;
export const EventDetailResponse = Envelope({ event: EventDetail });
export type EventDetailResponse = Static<typeof EventDetailResponse>;
