import { shellMessages } from '@/app/messages/app';

/** User-facing text of the event detail page (desktop). */
export const messages = {
  overview: 'Overview',
  events: shellMessages.sections.eventsCarouselDetail,
  calendar: shellMessages.sections.interactiveCalendar,
  notFoundTitle: 'This event is not available',
  notFoundText: 'It may have been moved or removed.',
  backToCalendar: 'Back to calendar',
  backToOverview: 'Back to overview',
  loadFailed: "Couldn't load this event",
  retry: 'Retry',
  when: 'When',
  where: 'Where',
  countries: 'Countries',
  allCountries: 'All countries',
  type: 'Type',
  types: {
    CAMPAIGN: 'Campaign',
    SETTLEMENT_HOLIDAY: 'Settlement holiday',
    LAUNCH: 'Launch',
    CLAIM_DEADLINE: 'Claim deadline',
  },
} as const;
