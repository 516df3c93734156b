import { overviewMessages } from '@/app/messages/overview';

/** User-facing text of the desktop overview. */
export const messages = {
  ...overviewMessages,
  carouselOpen: (title: string) => `Open ${title}`,
  carouselPrevious: 'Previous',
  carouselNext: 'Next',
  carouselGoTo: (position: number, count: number) => `Slide ${position} of ${count}`,
  /** Before the support address, which is a mailto link. */
  incentivesContactLead: 'Questions about incentives? Contact ',
  claimsAll: 'All',
  claimNo: 'Claim no.',
  claimTitle: 'Title',
  claimKind: 'Fund',
  claimAmount: 'Amount',
  claimStatus: 'Status',
  claimSubmitted: 'Submitted',
  totalItems: (total: number) => `${total} in total`,
  /** The header of the claims table's column of open-row buttons (screen readers only). */
  claimDetailsColumn: 'Details',
  growthSummary: (month: string, metric: string, value: string, change: string | null) =>
    `${metric} in ${month}: ${value}${change ? `, ${change} on the month before` : ''}.`,
  rank: 'Rank',
  merchant: 'Merchant',
  country: 'Country',
  category: 'Category',
  volumeUsd: 'Volume (USD)',
  transactions: 'Transactions',
  transactionCount: (count: string) => `${count} transactions`,
  city: 'City',
  status: 'Status',
  lastMonthVolume: (month: string) => `Volume ${month} (USD)`,
  calendarEmpty: 'No events this year.',
  openCalendar: 'Open calendar',
  eventsOn: (day: string, titles: string) => `${day}: ${titles}`,
} as const;
