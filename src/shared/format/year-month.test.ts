import {
  currentYearMonth,
  parseYearMonthKey,
  recentYearMonths,
  twoDigitMonth,
  yearMonthKey,
} from './year-month';

describe('year and month selection', () => {
  it('pads the month to two digits', () => {
    expect(twoDigitMonth(3)).toBe('03');
    expect(twoDigitMonth(12)).toBe('12');
  });

  it('defaults to the current year and month', () => {
    expect(currentYearMonth(new Date(2026, 0, 31))).toEqual({ year: 2026, month: '01' });
  });

  it('lists recent months newest first across the year boundary', () => {
    expect(recentYearMonths(new Date(2026, 1, 15), 3)).toEqual([
      { year: 2026, month: '02' },
      { year: 2026, month: '01' },
      { year: 2025, month: '12' },
    ]);
  });

  it('round-trips through a key', () => {
    expect(parseYearMonthKey(yearMonthKey({ year: 2025, month: '07' }))).toEqual({ year: 2025, month: '07' });
    expect(parseYearMonthKey('2025-13')).toBeNull();
    expect(parseYearMonthKey('2025-7')).toBeNull();
  });
});
