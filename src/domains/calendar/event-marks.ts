import type { EventSummary } from '@contract/event/schemas';
import { byIsoDay } from '@/shared/format/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Events by every day they cover within the year, so a calendar cell can ask "anything on this day?".
 * Multi-day events mark each day; days outside the year are left out.
 */
export function eventsByDay(events: readonly EventSummary[], year: number): Map<string, EventSummary[]> {
  const days = new Map<string, EventSummary[]>();
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  for (const event of events) {
    const start = event.startDate < first ? first : event.startDate;
    const end = event.endDate > last ? last : event.endDate;
    if (start > end) continue;
    const [y, m, d] = start.split('-').map(Number);
    for (let day = new Date(y, m - 1, d); isoDay(day) <= end; day.setDate(day.getDate() + 1)) {
      const key = isoDay(day);
      const list = days.get(key);
      if (list) list.push(event);
      else days.set(key, [event]);
    }
  }
  return days;
}

/**
 * Events by month (0 to 11) of the year, each event once per month it touches, for the calendar's
 * year view.
 */
export function eventsByMonth(events: readonly EventSummary[], year: number): Map<number, EventSummary[]> {
  const months = new Map<number, EventSummary[]>();
  for (const event of events) {
    for (let month = 0; month < 12; month += 1) {
      const first = `${year}-${pad(month + 1)}-01`;
      const last = `${year}-${pad(month + 1)}-31`;
      if (event.startDate > last || event.endDate < first) continue;
      const list = months.get(month);
      if (list) list.push(event);
      else months.set(month, [event]);
    }
  }
  return months;
}

/** Events still to come (or running) from today, soonest first. */
export function upcomingEvents(events: readonly EventSummary[], today: Date, limit: number): EventSummary[] {
  const from = isoDay(today);
  return events
    .filter((event) => event.endDate >= from)
    .sort((a, b) => byIsoDay(a.startDate, b.startDate))
    .slice(0, limit);
}
