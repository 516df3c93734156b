import english from '@/locales/en/desktop-overview.json';
import { overviewMessages } from '@/app/messages/overview';
import { combineMessages, defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the desktop overview: the shared overview text with the desktop's own from
 * src/locales/<language>/desktop-overview.json. `incentivesContactLead` and `incentivesContactTail`
 * sit either side of the support address, which is a mailto link; `claimDetailsColumn` heads the
 * claims table's column of open-row buttons (screen readers only).
 */
export const messages = combineMessages(
  overviewMessages,
  defineMessages(english, (format) => ({
    carouselOpen: (title: string) => format('carouselOpen', { title }),
    carouselGoTo: (position: number, count: number) => format('carouselGoTo', { position, count }),
    totalItems: (total: number) => format('totalItems', { total }),
    growthSummary: (month: string, metric: string, value: string, change: string | null) =>
      change
        ? format('growthSummaryWithChange', { month, metric, value, change })
        : format('growthSummary', { month, metric, value }),
    transactionCount: (count: string) => format('transactionCount', { count }),
    lastMonthVolume: (month: string) => format('lastMonthVolume', { month }),
    eventsOn: (day: string, titles: string) => format('eventsOn', { day, titles }),
  })),
);
