import { createEvents } from 'ics';
import type { EventAttributes } from 'ics';
import type { EventSummary } from '@contract/event/schemas';

const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y, m, d];
};

/** The day after an ISO date: iCalendar all-day events end on the following day (exclusive). */
const nextDay = (iso: string): [number, number, number] => {
  const date = new Date(`${iso}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

/** All-day iCalendar events (the network's events have dates, not times); stable UIDs per event. */
export function eventsToIcs(events: readonly EventSummary[], publicUrl: string, calName: string): string {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event.id}@partner-portal`,
    title: event.title,
    description: event.description,
    start: dateArray(event.startDate),
    end: nextDay(event.endDate),
    categories: [event.type, ...event.countries],
    url: `${publicUrl}/event-detail/${encodeURIComponent(event.id)}`,
    transp: 'TRANSPARENT',
    productId: 'partner-portal/calendar',
  }));
  const { error, value } = createEvents(attributes, { productId: 'partner-portal/calendar', calName });
  if (error || !value) throw error ?? new Error('calendar export failed');
  return value;
}
