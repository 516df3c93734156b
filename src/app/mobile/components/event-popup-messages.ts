import { overviewMessages } from '@/app/messages/overview';

/** User-facing text of the mobile event popup (opened from the overview, the carousel and a notification). */
export const eventPopupMessages = {
  retry: overviewMessages.retry,
  eventTypes: overviewMessages.eventTypes,
  close: 'Close',
  /** The sheet's name for screen readers (the event's title is its first heading). */
  dialog: 'Event details',
  notFoundTitle: 'This event is not available',
  notFoundText: 'It may have been moved or removed.',
  loadFailed: "Couldn't load this event",
  when: 'When',
  where: 'Where',
  countries: 'Countries',
  allCountries: 'All countries',
} as const;
