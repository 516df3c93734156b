import english from '@/locales/en/session-guard.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the session guard, the header's user and partner menus, and the no-authority
 * page, from src/locales/<language>/session-guard.json. `unavailable` is shown when the server
 * answers 510870004 (its database is unreachable): still signed in, asking again. The user menu's
 * name where it shows the user's name (`userMenuOf`) puts the visible text first (WCAG 2.5.3).
 */
export const sessionMessages = defineMessages(english, (format) => ({
  header: {
    userMenuOf: (name: string) => format('header.userMenuOf', { name }),
    partnerMenu: (name: string) => format('header.partnerMenu', { name }),
    switched: (name: string) => format('header.switched', { name }),
    logoAlt: (name: string) => format('header.logoAlt', { name }),
  },
}));
