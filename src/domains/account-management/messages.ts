import english from '@/locales/en/domain-account.json';
import { defineMessages } from '@/shared/i18n';

/** User-facing text of account management (both trees), from src/locales/<language>/domain-account.json. */
export const accountMessages = defineMessages(english, (format) => ({
  profile: {
    logoAlt: (name: string) => format('profile.logoAlt', { name }),
  },
  partners: {
    switchTo: (name: string) => format('partners.switchTo', { name }),
    switched: (name: string) => format('partners.switched', { name }),
  },
  security: {
    from: (ip: string | null) => (ip ? format('security.from', { ip }) : ''),
  },
  sessions: {
    signOutDevice: (device: string) => format('sessions.signOutDevice', { device }),
    othersDone: (count: number) => format('sessions.othersDone', { count }),
    device: (browser: string | null, os: string | null) =>
      browser && os
        ? format('sessions.device', { browser, os })
        : (browser ?? os ?? format('sessions.unknownDevice')),
  },
  loadFailed: (what: string) => format('loadFailed', { what }),
}));
