import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { CountryCodeSchema, IsoDateSchema, YearSchema } from '@contract/shared/common';
import { EventSummarySchema, EventTypeSchema } from '@contract/event/schemas';

/**
 * POST /api/spportal/calendar/queryYear.json — events overlapping the given year, by start date.
 * publishedRange is the span of dates the network has published; the interactive calendar disables
 * dates outside it.
 */

export const CalendarQueryYearRequestSchema = Type.Object(
  {
    year: YearSchema,
    /** Only events for at least one of these countries (events for every country always match); omitted or [] = all. */
    countries: Type.Optional(Type.Array(CountryCodeSchema, { maxItems: 50 })),
    /** Only these types; omitted or [] = all. */
    types: Type.Optional(Type.Array(EventTypeSchema, { maxItems: 4 })),
  },
  { additionalProperties: false },
);
export type CalendarQueryYearRequest = Static<typeof CalendarQueryYearRequestSchema>;

export const PublishedRangeSchema = Type.Object({ start: IsoDateSchema, end: IsoDateSchema });
export type PublishedRange = Static<typeof PublishedRangeSchema>;

export const CalendarQueryYearResponseSchema = Envelope({
  year: YearSchema,
  eventList: Type.Array(EventSummarySchema),
  publishedRange: PublishedRangeSchema,
});
export type CalendarQueryYearResponse = Static<typeof CalendarQueryYearResponseSchema>;
