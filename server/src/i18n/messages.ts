import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '@contract/shared/locale';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

/**
 * The server's texts in ICU MessageFormat, one catalogue per locale (docs/i18n.md, "Server"). The
 * English file is the reference: every key exists there, and catalogue-parity.test.ts checks the
 * others have the same keys and arguments.
 */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;

export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, 'zh-CN': zhCN };

/** A text by key and values, formatted only once the reader's language is known. */
export interface Msg {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

export const msg = (key: MessageKey, values?: MessageValues): Msg => ({ key, values });

export function isMsg(value: unknown): value is Msg {
  return typeof value === 'object' && value !== null && typeof (value as Msg).key === 'string';
}

const formatters = new Map<string, IntlMessageFormat>();

/** The key's text in the locale (English when the catalogue lacks it), values filled in. */
export function t(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    const source = CATALOGUES[locale][key] ?? CATALOGUES[DEFAULT_LOCALE][key] ?? key;
    formatter = new IntlMessageFormat(source, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values));
}

export function render(locale: Locale, message: Msg | string): string {
  return typeof message === 'string' ? message : t(locale, message.key, message.values);
}

/** An amount with its currency, in the locale's way ("USD 1,234.50" / "US$1,234.50"). */
export function formatAmount(locale: Locale, currency: string, value: number): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    // An unknown currency code: the number in the locale's digits, the code beside it.
    return `${currency} ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
  }
}

/** A whole number in the locale's digit grouping. */
export const formatCount = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);

/** A calendar date (YYYY-MM-DD) written out for the locale: "28 November 2026" / "2026年11月28日". */
export function formatDay(locale: Locale, isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
