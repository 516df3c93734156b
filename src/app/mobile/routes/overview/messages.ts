import { overviewMessages } from '@/app/messages/overview';

/** User-facing text of the mobile overview. */
export const messages = {
  ...overviewMessages,
  pullToRefresh: 'Pull to refresh',
  releaseToRefresh: 'Release to refresh',
  refreshing: 'Refreshing…',
  refreshed: 'Up to date',
  showMore: 'Show more',
  shownOf: (shown: number, total: number) => `${shown} of ${total}`,
  transactions: (count: string) => `${count} transactions`,
  suggestions: 'Suggestions',
  lastMonth: (month: string) => `${month}`,
  loadingMore: 'Loading more…',
  noMore: 'That is every merchant.',
  loadMoreFailed: "Couldn't load more.",
  onDay: (day: string) => `On ${day}`,
  nothingOnDay: 'No events on this day.',
  event: {
    close: 'Close',
    notFoundTitle: 'This event is not available',
    notFoundText: 'It may have been moved or removed.',
    loadFailed: "Couldn't load this event",
    when: 'When',
    where: 'Where',
    countries: 'Countries',
    allCountries: 'All countries',
  },
} as const;
