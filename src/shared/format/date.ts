import { defaultLocale } from './locale';
import { dateTimeFormat } from './intl-cache';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-?(\d{2})$/;

/**
 * Parses an ISO date or date-time. A bare date (2026-03-01) is a calendar day, not an instant,
 * so it is read as local midnight; otherwise it would show as the previous day west of UTC.
 */
export function parseIsoDate(value: string): Date | null {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const date = new Date(Number(y), Number(m) - 1, Number(d));
    return date.getMonth() === Number(m) - 1 ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day: Mar 1, 2026 (en-US), 1 Mar 2026 (en-GB). */
export function formatDate(value: string | Date, locale = defaultLocale()): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date) return '–';
  return dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** Day and time in the viewer's zone: Mar 1, 2026, 9:30 AM. */
export function formatDateTime(value: string | Date, locale = defaultLocale()): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date) return '–';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A range of days, collapsed when it is one day: Mar 1 – 3, 2026. */
export function formatDateRange(start: string, end: string, locale = defaultLocale()): string {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return '–';
  const format = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  if (from.getTime() === to.getTime()) return format.format(from);
  return format.formatRange(from, to);
}

/** A month from `2026-03` or `202603`: Mar 2026 (long: March 2026). */
export function formatYearMonth(
  value: string,
  locale = defaultLocale(),
  month: 'short' | 'long' = 'short',
): string {
  const match = YEAR_MONTH.exec(value);
  if (!match) return '–';
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return dateTimeFormat(locale, { year: 'numeric', month }).format(date);
}

/** Name of a month (1-12) in the locale: 3 -> March. */
export function formatMonthName(
  month: number,
  locale = defaultLocale(),
  style: 'short' | 'long' = 'long',
): string {
  return dateTimeFormat(locale, { month: style }).format(new Date(2000, month - 1, 1));
}

/** Orders ISO dates (YYYY-MM-DD): their text order is their time order, so no collator is needed. */
export const byIsoDay = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
