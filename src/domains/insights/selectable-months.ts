import { latestInsightsMonth } from '@contract/insights/constants';
import { twoDigitMonth } from '@/shared/format/year-month';
import type { YearMonthSelection } from '@/shared/format/year-month';

/** Month index (year * 12 + month - 1) of the latest month with figures, by the server's rule. */
const latestIndex = (today: Date): number => {
  const { year, month } = latestInsightsMonth(today);
  return year * 12 + Number(month) - 1;
};

/** DATA-MONTH: months after the latest one are not selectable (there are no figures yet). */
export function isFutureMonth({ year, month }: YearMonthSelection, today: Date): boolean {
  return year * 12 + Number(month) - 1 > latestIndex(today);
}

/** The months from `first` ('YYYY-MM', or 24 months back) to the latest one, newest first. */
export function selectableMonths(today: Date, first: string | null): YearMonthSelection[] {
  const latest = latestIndex(today);
  const [fy, fm] = (first ?? '').split('-').map(Number);
  const start = fy && fm ? fy * 12 + fm - 1 : latest - 24;
  const months: YearMonthSelection[] = [];
  for (let index = latest; index >= start; index -= 1) {
    months.push({ year: Math.floor(index / 12), month: twoDigitMonth((index % 12) + 1) });
  }
  return months;
}
