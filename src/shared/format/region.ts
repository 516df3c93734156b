import { defaultLocale } from './locale';
import { collator, displayNamesFor } from './intl-cache';

/** Country name for an ISO 3166 alpha-2 code in the locale: JP -> Japan; an unknown code is shown as given. */
export function formatCountry(code: string, locale = defaultLocale()): string {
  try {
    return displayNamesFor(locale, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Country codes with their names, in the locale's name order (a country filter's options). One
 * collator for the sort: `localeCompare` builds one per comparison, which showed in the first
 * load's profile (docs/quality-gates.md).
 */
export function countriesByName(
  codes: readonly string[],
  locale = defaultLocale(),
): { code: string; label: string }[] {
  const order = collator(locale, {});
  return codes
    .map((code) => ({ code, label: formatCountry(code, locale) }))
    .sort((a, b) => order.compare(a.label, b.label));
}
