import type { GrowthPoint } from '@contract/growth/schemas';

export type GrowthMetric = 'volumeUsd' | 'txnCount' | 'payingUsers';

/** Change from the previous value as a fraction (0.052 = +5.2%); null when there is nothing to compare with. */
export function monthOverMonth(current: number, previous: number | undefined): number | null {
  if (previous === undefined || !Number.isFinite(previous) || !Number.isFinite(current) || previous === 0)
    return null;
  return (current - previous) / Math.abs(previous);
}

export type Trend = 'up' | 'down' | 'flat';

/** Direction of a change, treating anything under 0.05% as flat so "+0.0%" is not shown in green. */
export function trendOf(change: number | null): Trend {
  if (change === null || Math.abs(change) < 0.0005) return 'flat';
  return change > 0 ? 'up' : 'down';
}

export interface MonthChange {
  month: string;
  value: number;
  previousMonth: string | null;
  change: number | null;
}

/**
 * The figure to headline: the latest complete month and its change from the month before. The
 * current month is only month-to-date, so comparing it with a full month would always look like a fall.
 */
export function latestMonthChange(points: readonly GrowthPoint[], metric: GrowthMetric): MonthChange | null {
  const complete = points.filter((point) => !point.isPartial);
  const last = complete.at(-1);
  if (!last) return null;
  const previous = complete.at(-2);
  const adjacent = previous && isPreviousMonth(previous.month, last.month) ? previous : undefined;
  return {
    month: last.month,
    value: last[metric],
    previousMonth: adjacent?.month ?? null,
    change: monthOverMonth(last[metric], adjacent?.[metric]),
  };
}

function isPreviousMonth(earlier: string, later: string): boolean {
  const [y1, m1] = earlier.split('-').map(Number);
  const [y2, m2] = later.split('-').map(Number);
  return y2 * 12 + m2 - (y1 * 12 + m1) === 1;
}
