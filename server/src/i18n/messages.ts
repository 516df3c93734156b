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

/** An amount, written out with its currency code in the reader's language ("USD 1,234.50"). */
export interface MoneyValue {
  readonly currency: string;
  readonly amount: number;
}
/** A calendar date (YYYY-MM-DD), written out in the reader's language (formatDay). */
export interface DayValue {
  readonly day: string;
}
/**
 * Plain values, amounts and days. Amounts and days stay data until the reader's language is known,
 * so a text kept for later (a claim notification, modules/df/messages.ts) can be formatted in each reader's language.
 */
export type MessageValues = Record<string, string | number | Date | MoneyValue | DayValue>;

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, 'zh-CN': zhCN };

/** A text by key and values, formatted only once the reader's language is known. */
export interface Msg {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

export const msg = (key: MessageKey, values?: MessageValues): Msg => ({ key, values });

const formatters = new Map<string, IntlMessageFormat>();

const isMoney = (value: unknown): value is MoneyValue =>
  typeof value === 'object' && value !== null && 'currency' in value && 'amount' in value;
const isDay = (value: unknown): value is DayValue =>
  typeof value === 'object' && value !== null && 'day' in value;

// One formatter per language and currency: a notification list formats an amount per row.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount with its currency code, two decimals, grouped the locale's way. */
export function formatMoney(locale: Locale, { currency, amount }: MoneyValue): string {
  const cacheKey = `${locale}\u0000${currency}`;
  let format = moneyFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(cacheKey, format);
  }
  return format.format(amount).replace(/\u00a0/g, ' ');
}

function plainValues(locale: Locale, values: MessageValues | undefined) {
  if (!values) return values;
  const plain: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(values)) {
    plain[name] = isMoney(value)
      ? formatMoney(locale, value)
      : isDay(value)
        ? formatDay(locale, value.day)
        : value;
  }
  return plain;
}

/** The key's text in the locale (English when the catalogue lacks it), values filled in. */
export function t(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    const source = CATALOGUES[locale][key] ?? CATALOGUES[DEFAULT_LOCALE][key] ?? key;
    formatter = new IntlMessageFormat(source, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(plainValues(locale, values)));
}

export function render(locale: Locale, message: Msg | string): string {
  return typeof message === 'string' ? message : t(locale, message.key, message.values);
}

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
