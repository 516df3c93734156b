/** Default locale for formatting: the browser's preferred language, else en-US (server-side tests, odd agents). */
export const FALLBACK_LOCALE = 'en-US';

export function defaultLocale(): string {
  if (typeof navigator !== 'undefined' && navigator.language) {
    try {
      return Intl.getCanonicalLocales(navigator.language)[0] ?? FALLBACK_LOCALE;
    } catch {
      return FALLBACK_LOCALE;
    }
  }
  return FALLBACK_LOCALE;
}
