import { defaultLocale } from './locale';
import { numberFormat } from './intl-cache';

const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * Amount in the given ISO 4217 currency, by locale: formatCurrency(1234.5, 'PHP', 'en-PH') -> ₱1,234.50.
 * An unknown or malformed code still shows the number, followed by the code as given.
 */
export function formatCurrency(amount: number, currency: string, locale = defaultLocale()): string {
  if (!Number.isFinite(amount)) return '–';
  const code = currency.trim().toUpperCase();
  if (ISO_CURRENCY.test(code)) {
    try {
      return numberFormat(locale, { style: 'currency', currency: code }).format(amount);
    } catch {
      // fall through: Intl rejects some syntactically valid codes in older engines
    }
  }
  const number = numberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  return code ? `${number} ${code}` : number;
}

/** Compact currency for chart axes and summaries: $1.2M. */
export function formatCompactCurrency(amount: number, currency: string, locale = defaultLocale()): string {
  if (!Number.isFinite(amount)) return '–';
  const code = currency.trim().toUpperCase();
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency: code,
      notation: 'compact',
      // A currency's own two digits would give "$100.0": whole when whole, one digit at most.
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return formatCurrency(amount, code, locale);
  }
}
