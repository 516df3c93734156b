import type { GrowthPoint } from '@contract/growth/schemas';
import { latestMonthChange, monthOverMonth, trendOf } from './month-over-month';

const point = (month: string, volumeUsd: number, payingUsers = 100, isPartial = false): GrowthPoint => ({
  month,
  isPartial,
  volumeUsd,
  txnCount: 10,
  payingUsers,
  volumeUsdMoM: null,
  txnCountMoM: null,
  payingUsersMoM: null,
});

describe('monthOverMonth', () => {
  it('is the change as a fraction of the previous month', () => {
    expect(monthOverMonth(105, 100)).toBeCloseTo(0.05);
    expect(monthOverMonth(90, 100)).toBeCloseTo(-0.1);
  });
  it('is null without a previous figure or when it was zero', () => {
    expect(monthOverMonth(10, undefined)).toBeNull();
    expect(monthOverMonth(10, 0)).toBeNull();
  });
});

describe('trendOf', () => {
  it('names the direction and treats tiny changes as flat', () => {
    expect(trendOf(0.012)).toBe('up');
    expect(trendOf(-0.2)).toBe('down');
    expect(trendOf(0.0001)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
  });
});

describe('latestMonthChange', () => {
  it('headlines the latest complete month, not the partial month to date', () => {
    const points = [point('2026-09', 200), point('2026-10', 250), point('2026-11', 40, 100, true)];
    expect(latestMonthChange(points, 'volumeUsd')).toEqual({
      month: '2026-10',
      value: 250,
      previousMonth: '2026-09',
      change: 0.25,
    });
  });

  it('uses the chosen metric', () => {
    const points = [point('2026-09', 200, 1000), point('2026-10', 250, 900)];
    expect(latestMonthChange(points, 'payingUsers')?.change).toBeCloseTo(-0.1);
  });

  it('does not compare with a month that is not the one before', () => {
    const change = latestMonthChange([point('2026-07', 200), point('2026-10', 250)], 'volumeUsd');
    expect(change).toMatchObject({ month: '2026-10', previousMonth: null, change: null });
  });

  it('compares across a year boundary', () => {
    const change = latestMonthChange([point('2025-12', 100), point('2026-01', 110)], 'volumeUsd');
    expect(change?.change).toBeCloseTo(0.1);
  });

  it('is null when there is no complete month', () => {
    expect(latestMonthChange([point('2026-11', 40, 100, true)], 'volumeUsd')).toBeNull();
    expect(latestMonthChange([], 'volumeUsd')).toBeNull();
  });
});
