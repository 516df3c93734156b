import { SUPPORTED_LOCALES } from '@contract/shared/locale-tags';
import type { Locale } from '@contract/shared/locale-tags';
import type { SetLocaleResponse } from '@contract/account/schemas';
import { ACCOUNT_API } from '@contract/account/constants';
import { apiPost } from '@/shared/request/client';
import { applySavedLocale, changeLocale, keepDeviceLocaleChoice } from '@/shared/i18n';
import { deviceLocaleChoice } from '@/shared/i18n/change-locale';

/** The languages a switch offers, in the order shown. */
export const switchableLocales: readonly Locale[] = SUPPORTED_LOCALES;

/** POST /ighome/api/account/locale.json: the signed-in user's choice follows them to other devices. */
const saveLocale = (locale: Locale) =>
  apiPost<SetLocaleResponse>(ACCOUNT_API.locale, { locale }, { silent: true });

/**
 * The user picked a language (docs/i18n.md): the page changes at once, this device remembers it
 * (the sign-in page speaks it next time) and, when signed in, the server keeps it. A failed save
 * leaves the page in the chosen language; it is tried again with the next choice.
 */
export async function chooseLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  keepDeviceLocaleChoice(locale);
  await Promise.all([changeLocale(locale), signedIn ? saveLocale(locale).catch(() => undefined) : undefined]);
}

/**
 * After sign-in: a saved choice is shown (unless the host named the language); a user with none
 * yet keeps the one picked on this device, saved for their other devices.
 */
export function followSavedLanguage(saved: Locale | null | undefined): void {
  if (saved) {
    applySavedLocale(saved);
    return;
  }
  const picked = deviceLocaleChoice();
  if (picked && picked !== 'en-XA') void saveLocale(picked).catch(() => undefined);
}
