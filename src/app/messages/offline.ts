import english from '@/locales/en/app-offline.json';
import { defineMessages } from '@/shared/i18n';

/** Text of the phone app offline (docs/offline.md), from src/locales/<language>/app-offline.json. */
export const offlineMessages = defineMessages(english, (format) => ({
  /** `time`: when the figures shown were fetched. */
  figuresAsOf: (time: string) => format('figuresAsOf', { time }),
}));
