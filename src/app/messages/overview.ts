import english from '@/locales/en/overview.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text both overview trees show (desktop and mobile add their own beside it), from
 * src/locales/<language>/overview.json. `partialMark` follows the running month's short name on a
 * chart's axis (its tooltip says "month to date"); `claimDetails` is a claim's details (desktop row
 * details, phone sheet).
 */
export const overviewMessages = defineMessages(english, (format) => ({
  loadFailed: (what: string) => format('loadFailed', { what: what.toLowerCase() }),
  carouselVideo: (title: string) => format('carouselVideo', { title }),
  incentivesContact: (email: string) => format('incentivesContact', { email }),
  deadlineSoon: (days: number) => format('deadlineSoon', { days }),
  progressLabel: (claimed: string, paid: string) => format('progressLabel', { claimed, paid }),
  volumeIn: (currency: string) => format('volumeIn', { currency }),
  vsPreviousMonth: (month: string) => format('vsPreviousMonth', { month }),
  chartLabel: (months: number) => format('chartLabel', { months }),
  monthToDate: (month: string) => format('monthToDate', { month }),
  claimDetails: {
    label: (claimNo: string) => format('claimDetails.label', { claimNo }),
  },
}));
