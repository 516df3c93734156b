import { formatPeriod } from './period';

test.each([
  ['2026-02', 'February 2026'],
  ['2025-Q4', 'Q4 2025'],
  [null, '–'],
  ['nonsense', '–'],
])('%j reads %j', (period, expected) => {
  expect(formatPeriod(period)).toBe(expected);
});
