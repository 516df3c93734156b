import { activeLocale, languageTag } from '@/shared/i18n/locale-state';

/** Default locale for formatting when nothing else says: server-side tests, odd agents. */
const FALLBACK_LOCALE = 'en-US';

// Every formatted cell asks for the locale; canonicalising it each time showed in the render profile.
let canonical: { language: string; portal: string; locale: string } | null = null;

/**
 * The locale dates, numbers and money are formatted in: the portal's language (docs/i18n.md), in
 * the browser's own variant of it when the browser speaks it (an English portal in an en-GB
 * browser writes 1 Mar 2026), else the language's usual one (en-US, zh-CN).
 */
export function defaultLocale(): string {
  const portal = languageTag(activeLocale());
  const language = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  if (canonical?.language !== language || canonical.portal !== portal) {
    const base = portal.split('-')[0];
    let locale = portal === 'en' ? FALLBACK_LOCALE : portal;
    if (language.toLowerCase().split('-')[0] === base && (base !== 'zh' || portal === 'zh-CN')) {
      try {
        locale = Intl.getCanonicalLocales(language)[0] ?? locale;
      } catch {
        // a malformed tag: the language's usual variant
      }
    }
    if (base === 'zh' && !/^zh-(CN|SG|Hans)/i.test(locale)) locale = portal;
    canonical = { language, portal, locale };
  }
  return canonical.locale;
}
