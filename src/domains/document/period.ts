import { formatYearMonth } from '@/shared/format/date';

/** A document period for people: `2026-02` -> February 2026, `2025-Q4` -> Q4 2025. */
export function formatPeriod(period: string | null): string {
  if (!period) return '–';
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  return formatYearMonth(period, undefined, 'long');
}
