/** Default locale for formatting: the browser's preferred language, else en-US (server-side tests, odd agents). */
const FALLBACK_LOCALE = 'en-US';

// Every formatted cell asks for the locale; canonicalising it each time showed in the render profile.
let canonical: { language: string; locale: string } | null = null;

export function defaultLocale(): string {
  if (typeof navigator === 'undefined' || !navigator.language) return FALLBACK_LOCALE;
  const language = navigator.language;
  if (canonical?.language !== language) {
    let locale = FALLBACK_LOCALE;
    try {
      locale = Intl.getCanonicalLocales(language)[0] ?? FALLBACK_LOCALE;
    } catch {
      // a malformed tag: the fallback
    }
    canonical = { language, locale };
  }
  return canonical.locale;
}
