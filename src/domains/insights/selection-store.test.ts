/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 * @timezone Asia/Manila
 */
import { getInsightsSelection, resetInsightsSelection } from './selection-store';
import { isFutureMonth, selectableMonths } from './selectable-months';

// 17:00 UTC on 31 March is 01:00 on 1 April in Manila (UTC+8): the server's month is still March.
const lastEveningOfMarchUtc = new Date('2026-03-31T17:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: lastEveningOfMarchUtc });
});

afterEach(() => {
  jest.useRealTimers();
  resetInsightsSelection();
});

test('the clock really is in April in Manila (the case this file guards)', () => {
  expect(new Date().getMonth()).toBe(3);
});

test('the default month is the one the server accepts, not the local month that has already turned', () => {
  resetInsightsSelection();
  expect(getInsightsSelection()).toMatchObject({ year: 2026, month: '03' });
});

test("the newest selectable month is the server's latest; the local month is still in the future", () => {
  expect(selectableMonths(new Date(), '2026-02')).toEqual([
    { year: 2026, month: '03' },
    { year: 2026, month: '02' },
  ]);
  expect(isFutureMonth({ year: 2026, month: '04' }, new Date())).toBe(true);
});
