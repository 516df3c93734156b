import english from '@/locales/en/session-idle.json';
import { defineMessages } from '@/shared/i18n';

/** Text of the idle time-out dialog (both trees), from src/locales/<language>/session-idle.json. */
export const idleMessages = defineMessages(english, (format) => ({
  body: (time: string) => format('body', { time }),
}));
