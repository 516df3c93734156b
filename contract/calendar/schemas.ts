import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { CountryCode, IsoDate, Year } from '@contract/shared/common';
import { EventSummary, EventType } from '@contract/event/schemas';

/**
 * POST /api/spportal/calendar/queryYear.json — events overlapping the given year, by start date.
 * publishedRange is the span of dates the network has published; the interactive calendar disables
 * dates outside it.
 */

export const CalendarQueryYearRequest = Type.Object(
  {
    year: Year,
    /** Only events for at least one of these countries (events for every country always match); omitted or [] = all. */
    countries: Type.Optional(Type.Array(CountryCode, { maxItems: 50 })),
    /** Only these types; omitted or [] = all. */
    types: Type.Optional(Type.Array(EventType, { maxItems: 4 })),
  },
  { additionalProperties: false },
);
export type CalendarQueryYearRequest = Static<typeof CalendarQueryYearRequest>;

export const PublishedRange = Type.Object({ start: IsoDate, end: IsoDate });
export type PublishedRange = Static<typeof PublishedRange>;

export const CalendarQueryYearResponse = Envelope({
  year: Year,
  eventList: Type.Array(EventSummary),
  publishedRange: PublishedRange,
});
export type CalendarQueryYearResponse = Static<typeof CalendarQueryYearResponse>;
