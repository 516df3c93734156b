import english from '@/locales/en/domain-document.json';
import { formatYearMonth } from '@/shared/format/date';
import { defineMessages } from '@/shared/i18n';

/** How a document's quarter reads, from src/locales/<language>/domain-document.json. */
const periodMessages = defineMessages(english, (format) => ({
  // Strings, not numbers: a year is never written with a thousands separator.
  quarter: (year: string, quarter: string) => format('quarter', { year, quarter }),
}));

/** A document period for people: `2026-02` -> February 2026, `2025-Q4` -> Q4 2025 (in the language shown now). */
export function formatPeriod(period: string | null): string {
  if (!period) return '–';
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return periodMessages.quarter(quarter[1], quarter[2]);
  return formatYearMonth(period, undefined, 'long');
}
