/**
 * The history state a link to an event carries when it is followed from the interactive calendar:
 * the event page then names the calendar in its trail and the menu lights up the calendar, where
 * from anywhere else (the overview, a slide, an address typed in) both say Events. Kept in the
 * history entry, so a reload or Back still knows.
 */
export const FROM_CALENDAR = { eventFrom: 'calendar' } as const;

export function cameFromCalendar(state: unknown): boolean {
  return (state as { eventFrom?: unknown } | null)?.eventFrom === FROM_CALENDAR.eventFrom;
}
