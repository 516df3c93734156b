import english from '@/locales/en/app-shell.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the app shell (layouts, menus, error and not-found screens), from
 * src/locales/<language>/app-shell.json. `browserTitle` follows each page's name in the browser's
 * title ("Contracts · Partner portal"); `pageTitles` are the browser titles of pages outside the
 * section registries (each tree's sections.ts); `desktopOnly` is what a phone on a desktop-only page
 * is offered instead (mobile not-found page); `staffNeedsDesktop` is a phone in the staff area;
 * `debugConsole` is the "More" sheet's entry opening the debug console (dev and sim hosts,
 * ENV-VCONSOLE).
 */
export const shellMessages = defineMessages(english);
