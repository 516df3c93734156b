import { dateTimeFormat, numberFormat } from './intl-cache';

describe('intl formatter cache', () => {
  it('hands out one formatter per locale and options', () => {
    const a = dateTimeFormat('en-US', { month: 'short' });
    expect(dateTimeFormat('en-US', { month: 'short' })).toBe(a);
    expect(dateTimeFormat('en-GB', { month: 'short' })).not.toBe(a);
    expect(dateTimeFormat('en-US', { month: 'long' })).not.toBe(a);
    expect(a.format(new Date(2026, 2, 1))).toBe('Mar');
  });

  it('throws for options Intl rejects, every time (nothing broken is cached)', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
    expect(numberFormat('en-US', { style: 'currency', currency: 'PHP' }).format(1234.5)).toBe('₱1,234.50');
  });
});
