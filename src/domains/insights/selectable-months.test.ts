import { isFutureMonth, selectableMonths } from './selectable-months';

const today = new Date(2026, 2, 15);

test('months after the current one are future; the current one and before are not', () => {
  expect(isFutureMonth({ year: 2026, month: '04' }, today)).toBe(true);
  expect(isFutureMonth({ year: 2027, month: '01' }, today)).toBe(true);
  expect(isFutureMonth({ year: 2026, month: '03' }, today)).toBe(false);
  expect(isFutureMonth({ year: 2025, month: '12' }, today)).toBe(false);
});

test('selectable months run from the current month back to the first month with figures', () => {
  const months = selectableMonths(today, '2025-11');
  expect(months).toEqual([
    { year: 2026, month: '03' },
    { year: 2026, month: '02' },
    { year: 2026, month: '01' },
    { year: 2025, month: '12' },
    { year: 2025, month: '11' },
  ]);
  expect(selectableMonths(today, null)).toHaveLength(25);
});
