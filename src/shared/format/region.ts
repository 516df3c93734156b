import { defaultLocale } from './locale';
import { displayNamesFor } from './intl-cache';

/** Country name for an ISO 3166 alpha-2 code in the locale: JP -> Japan; an unknown code is shown as given. */
export function formatCountry(code: string, locale = defaultLocale()): string {
  try {
    return displayNamesFor(locale, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
