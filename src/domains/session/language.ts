import { SUPPORTED_LOCALES } from '@contract/shared/locale-tags';
import type { Locale } from '@contract/shared/locale-tags';
import type { SetLocaleResponse } from '@contract/account/schemas';
import { ACCOUNT_API } from '@contract/account/constants';
import { apiPost } from '@/shared/request/client';
import { applySavedLocale, changeLocale, keepDeviceLocaleChoice } from '@/shared/i18n';
import { deviceLocaleChoice, pickedDuringThisVisit } from '@/shared/i18n/change-locale';

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
 * After sign-in: a language picked on the sign-in page just now is kept and saved; otherwise a
 * saved choice is shown (unless the host named the language); a user with none yet keeps the one
 * last picked on this device, saved for their other devices.
 */
export function followSavedLanguage(saved: Locale | null | undefined): void {
  const picked = pickedDuringThisVisit();
  if (picked && picked !== 'en-XA') {
    if (picked !== saved) void saveLocale(picked).catch(() => undefined);
    return;
  }
  if (saved) {
    applySavedLocale(saved);
    return;
  }
  const lastPicked = deviceLocaleChoice();
  if (lastPicked && lastPicked !== 'en-XA') void saveLocale(lastPicked).catch(() => undefined);
}
