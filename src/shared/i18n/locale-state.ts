import { DEFAULT_LOCALE, isLocale } from '@contract/shared/locale-tags';
import type { Locale } from '@contract/shared/locale-tags';

/**
 * The language the portal shows: one of the supported locales, or the pseudo-locale en-XA that
 * development and the catalogue tests use (accented, longer text: docs/i18n.md).
 */
export type UiLocale = Locale | 'en-XA';
export const PSEUDO_LOCALE = 'en-XA';

export function isUiLocale(value: unknown): value is UiLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

let active: UiLocale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function activeLocale(): UiLocale {
  return active;
}

/** The language tag for `lang` attributes and Intl: the pseudo-locale formats as English. */
export function languageTag(locale: UiLocale = active): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Everything rendered from the catalogues renders again (a language change, a catalogue arriving). */
export function notifyLocaleListeners(): void {
  for (const listener of [...listeners]) listener();
}

export function setActiveLocaleNow(locale: UiLocale): void {
  if (locale === active) return;
  active = locale;
  notifyLocaleListeners();
}

/** Tells the server the language shown, for its messages (docs/i18n.md). */
export function languageHeaders(): { 'accept-language': string } {
  return { 'accept-language': languageTag() };
}
