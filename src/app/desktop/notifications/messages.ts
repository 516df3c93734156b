import english from '@/locales/en/desktop-notifications.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the notification bell and list (desktop), from
 * src/locales/<language>/desktop-notifications.json. `manageAlerts` is the way from the
 * notifications to the rules that send alerts into them.
 */
export const messages = defineMessages(english, (format) => ({
  bellLabel: (unread: number) => format('bellLabel', { unread }),
}));
