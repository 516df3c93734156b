import {
  byIsoDay,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonthName,
  formatYearMonth,
  parseIsoDate,
} from './date';

// Intl uses narrow and thin no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('dates', () => {
  it('reads a bare ISO date as that calendar day', () => {
    const date = parseIsoDate('2026-03-01');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(1);
  });
  it('rejects impossible dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('soon')).toBeNull();
  });
  it('formats a day by locale', () => {
    expect(formatDate('2026-03-01', 'en-US')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01', 'en-GB')).toBe('1 Mar 2026');
    expect(formatDate('nonsense', 'en-US')).toBe('–');
  });
  it('formats a date-time', () => {
    expect(plain(formatDateTime(new Date(2026, 2, 1, 9, 30), 'en-US'))).toBe('Mar 1, 2026, 9:30 AM');
  });
  it('formats a range and collapses a single day', () => {
    expect(plain(formatDateRange('2026-03-01', '2026-03-03', 'en-US'))).toBe('Mar 1 – 3, 2026');
    expect(formatDateRange('2026-03-01', '2026-03-01', 'en-US')).toBe('Mar 1, 2026');
  });
  it('formats a year and month in either spelling', () => {
    expect(formatYearMonth('2026-03', 'en-US')).toBe('Mar 2026');
    expect(formatYearMonth('202603', 'en-US', 'long')).toBe('March 2026');
    expect(formatYearMonth('March', 'en-US')).toBe('–');
  });
  it('names a month', () => {
    expect(formatMonthName(3, 'en-US')).toBe('March');
    expect(formatMonthName(3, 'de-DE')).toBe('März');
  });
});

describe('byIsoDay', () => {
  it('orders ISO dates in time order', () => {
    expect(['2026-11-02', '2025-12-31', '2026-01-15'].sort(byIsoDay)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-11-02',
    ]);
    expect(byIsoDay('2026-01-01', '2026-01-01')).toBe(0);
  });
});
