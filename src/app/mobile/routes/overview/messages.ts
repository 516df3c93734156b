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
  paymentProof: 'Payment proof',
  paymentProofOf: (claimNo: string) => `Payment proof of ${claimNo}`,
  /** A claim's line, read out in the order it shows. */
  transactions: (count: string) => `${count} transactions`,
  suggestions: 'Suggestions',
  lastMonth: (month: string) => `${month}`,
  loadingMore: 'Loading more…',
  noMore: 'That is every merchant.',
  loadMoreFailed: "Couldn't load more.",
  onDay: (day: string) => `On ${day}`,
  nothingOnDay: 'No events on this day.',
} as const;
