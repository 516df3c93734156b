import english from '@/locales/en/app-insights.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of performance insights, exclusive incentives and the calendar, for both trees
 * (src/locales/<language>/app-insights.json). `finalTier`, `rewardEarned` and `noTierReached` are
 * an ended period's: what was reached and earned, no longer an estimate.
 */
export const insightsMessages = defineMessages(english, (format) => ({
  loadFailed: (what: string) => format('loadFailed', { what: what.toLowerCase() }),
  exported: (name: string) => format('exported', { name }),
  dataAsOf: (when: string) => format('dataAsOf', { when }),
  trendMonthToDate: (month: string) => format('trendMonthToDate', { month }),
  monthToDateNote: (percent: string) => format('monthToDateNote', { percent }),
  rateUsed: (rate: string, currency: string, month: string) => format('rateUsed', { rate, currency, month }),
  empty: (month: string) => format('empty', { month }),
  trendChartLabel: (currency: string) => format('trendChartLabel', { currency }),
  dailyChartLabel: (currency: string) => format('dailyChartLabel', { currency }),
  volume: (currency: string) => format('volume', { currency }),
  progressLabel: (name: string, percent: string) => format('progressLabel', { name, percent }),
  stillNeeded: (amount: string, tier: string) => format('stillNeeded', { amount, tier }),
  daysLeft: (days: number) => format('daysLeft', { days }),
  estimatedRewardNote: (projected: string) => format('estimatedRewardNote', { projected }),
  eventsOn: (date: string) => format('eventsOn', { date }),
  // The year as text: a number would be written with a thousands separator ("2,026").
  noEventsInYear: (year: number, filtered: boolean) =>
    format(filtered ? 'noEventsInYearFiltered' : 'noEventsInYear', { year: String(year) }),
  noEventsInYearFiltered: (year: number) => format('noEventsInYearFiltered', { year: String(year) }),
  eventsIn: (month: string) => format('eventsIn', { month }),
  eventCount: (count: number) => format('eventCount', { count }),
}));
