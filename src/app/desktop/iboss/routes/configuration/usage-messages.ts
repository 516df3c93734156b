import english from '@/locales/en/iboss-usage.json';
import { defineMessages } from '@/shared/i18n';

/**
 * Text of the staff usage card (route-change monitoring, MON-ROUTE), from
 * src/locales/<language>/iboss-usage.json. `periods` is keyed by the number of days.
 */
export const usageMessages = defineMessages(english, (format) => ({
  totals: (views: number, users: number) => format('totals', { views, users }),
}));
