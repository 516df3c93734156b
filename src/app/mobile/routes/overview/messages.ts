import english from '@/locales/en/mobile-overview.json';
import { overviewMessages } from '@/app/messages/overview';
import { combineMessages, defineMessages } from '@/shared/i18n';

/** The phone overview's own text (src/locales/<language>/mobile-overview.json). */
const mobileOverviewMessages = defineMessages(english, (format) => ({
  shownOf: (shown: number, total: number) => format('shownOf', { shown, total }),
  paymentProofOf: (claimNo: string) => format('paymentProofOf', { claimNo }),
  /** A merchant's line, read out in the order it shows. */
  transactions: (count: number) => format('transactions', { count }),
  lastMonth: (month: string) => format('lastMonth', { month }),
  onDay: (day: string) => format('onDay', { day }),
}));

/** User-facing text of the mobile overview: its own messages over the overview's shared ones. */
export const messages = combineMessages(overviewMessages, mobileOverviewMessages);
