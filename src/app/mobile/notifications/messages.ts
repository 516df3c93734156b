import english from '@/locales/en/mobile-notifications.json';
import { defineMessages } from '@/shared/i18n';

/** User-facing text of the notification bell and list (mobile), from mobile-notifications.json. */
export const messages = defineMessages(english, (format) => ({
  bellLabel: (unread: number) => format('bellLabel', { unread }),
}));
