/** UTC calendar helpers for the seed: dates are 'YYYY-MM-DD' strings, months are first days. */

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function utcDate(year: number, month1: number, day: number): Date {
  return new Date(Date.UTC(year, month1 - 1, day));
}

/** First day of the month `offset` months from `date`'s month. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

export function daysInMonth(date: Date): number {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * When the demo's figures were loaded: the seed is the load, so its time (to the minute) is the
 * "data as of" stamp and the running month and day hold figures up to it and no further
 * (docs/product-rules.md, DATA-STAMP).
 */
export function dataLoadTime(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** The share of `at`'s month that has passed at `at` (0 at its first instant, just under 1 at its end). */
export function elapsedMonthFraction(at: Date): number {
  const start = monthStart(at).getTime();
  return (at.getTime() - start) / (monthStart(at, 1).getTime() - start);
}
