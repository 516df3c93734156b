import { twoDigitMonth } from '@/domains/merchant/year-month';
import type { YearMonthSelection } from '@/domains/merchant/year-month';

/** DATA-MONTH: months after the current one are not selectable (there are no figures yet). */
export function isFutureMonth({ year, month }: YearMonthSelection, today: Date): boolean {
  const current = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + Number(month) - 1 > current;
}

/** The months from `first` ('YYYY-MM', or 24 months back) to the current one, newest first. */
export function selectableMonths(today: Date, first: string | null): YearMonthSelection[] {
  const [fy, fm] = (first ?? '').split('-').map(Number);
  const start = fy && fm ? fy * 12 + fm - 1 : today.getFullYear() * 12 + today.getMonth() - 24;
  const months: YearMonthSelection[] = [];
  for (let index = today.getFullYear() * 12 + today.getMonth(); index >= start; index -= 1) {
    months.push({ year: Math.floor(index / 12), month: twoDigitMonth((index % 12) + 1) });
  }
  return months;
}
