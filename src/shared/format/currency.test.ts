import { formatCompactCurrency, formatCurrency } from './currency';

// Intl uses narrow and thin no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('formatCurrency', () => {
  it('uses the currency symbol and digits of the locale', () => {
    expect(formatCurrency(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'PHP', 'en-PH')).toBe('₱1,234.50');
    expect(plain(formatCurrency(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €');
  });
  it('respects currencies without minor units', () => {
    expect(formatCurrency(1500, 'JPY', 'en-US')).toBe('¥1,500');
  });
  it('accepts a lower-case code', () => {
    expect(formatCurrency(10, 'usd', 'en-US')).toBe('$10.00');
  });
  it('falls back to number plus code for a malformed code', () => {
    expect(formatCurrency(10.5, 'US$', 'en-US')).toBe('10.5 US$');
  });
  it('compacts currency amounts', () => {
    expect(formatCompactCurrency(1_250_000, 'USD', 'en-US')).toBe('$1.3M');
    expect(formatCompactCurrency(100, 'USD', 'en-US')).toBe('$100');
    expect(formatCompactCurrency(-2_000_000, 'USD', 'en-US')).toBe('-$2M');
  });
});
