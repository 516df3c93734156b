/**
 * DATA-MONTH (docs/product-rules.md): a selected month is two digits, "03", and never after the
 * current month. The rule's default, the current month, is where performance insights starts
 * (marked month to date). The overview blocks start on the last complete month instead
 * (overviewDefaultMonth): a month still running holds only its first days' figures, which read as
 * a collapse at a glance, and the growth headline and the merchant list's last-month columns show
 * complete months, so every block on the page agrees.
 */
export interface YearMonthSelection {
  year: number;
  month: string;
}

export const twoDigitMonth = (month: number): string => String(month).padStart(2, '0');

export function currentYearMonth(today: Date): YearMonthSelection {
  return { year: today.getFullYear(), month: twoDigitMonth(today.getMonth() + 1) };
}

/** The selectable months, newest first: the current month and the `count - 1` before it. */
export function recentYearMonths(today: Date, count: number): YearMonthSelection[] {
  const options: YearMonthSelection[] = [];
  for (let back = 0; back < count; back += 1) {
    const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
    options.push(currentYearMonth(date));
  }
  return options;
}

/**
 * The month every overview block starts on: the last complete month, the one the growth figures
 * and the merchant list's "last month" columns show, so the blocks agree at a glance.
 */
export function overviewDefaultMonth(today: Date): YearMonthSelection {
  return currentYearMonth(new Date(today.getFullYear(), today.getMonth() - 1, 1));
}

/** True for the month `today` is in: its figures are month-to-date, not a whole month. */
export const isMonthToDate = (selection: YearMonthSelection, today: Date): boolean =>
  yearMonthKey(selection) === yearMonthKey(currentYearMonth(today));

export const yearMonthKey = ({ year, month }: YearMonthSelection): string => `${year}-${month}`;

export function parseYearMonthKey(key: string): YearMonthSelection | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  return match ? { year: Number(match[1]), month: match[2] } : null;
}
