import { formatCompactNumber, formatNumber, formatPercent, formatSignedPercent } from './number';

describe('formatNumber', () => {
  it('groups digits by locale', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
  });
  it('rounds to the requested fraction digits', () => {
    expect(formatNumber(12.345, 'en-US', 2)).toBe('12.35');
    expect(formatNumber(12.6, 'en-US')).toBe('13');
  });
  it('shows a dash for values that are not numbers', () => {
    expect(formatNumber(Number.NaN, 'en-US')).toBe('–');
  });
  it('compacts large numbers', () => {
    expect(formatCompactNumber(1_250_000, 'en-US')).toBe('1.3M');
    expect(formatCompactNumber(35_000, 'en-US')).toBe('35K');
  });
});

describe('percentages', () => {
  it('formats a ratio with one decimal', () => {
    expect(formatPercent(0.1234, 'en-US')).toBe('12.3%');
  });
  it('always carries a sign for month-over-month change', () => {
    expect(formatSignedPercent(0.042, 'en-US')).toBe('+4.2%');
    expect(formatSignedPercent(-0.008, 'en-US')).toBe('-0.8%');
    expect(formatSignedPercent(0, 'en-US')).toBe('+0.0%');
  });
});
