/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import type { GrowthPoint } from '@contract/growth/schemas';
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { formatGrowthMetric, growthChartInput } from './growth-chart-input';

startMswServer();
afterEach(() => changeLocale('en'));

const palette = { bar: '#111', line: '#222', grid: '#333', text: '#444', font: 'sans-serif' };
const point = (month: string, volumeUsd: number, txnCount: number, payingUsers: number, isPartial = false) =>
  ({ month, volumeUsd, txnCount, payingUsers, isPartial }) as GrowthPoint;
const points = [point('2026-09', 1_250_000, 4_000, 900), point('2026-10', 1_500_000, 4_500, 950, true)];

test('volume is always the bars; the line is the chosen count, transactions when volume is chosen', () => {
  const byVolume = growthChartInput(points, 'volumeUsd', palette);
  expect(byVolume.bars).toMatchObject({ label: 'Volume (USD)', values: [1_250_000, 1_500_000] });
  expect(byVolume.line).toMatchObject({ label: 'Transactions', values: [4_000, 4_500] });
  expect(growthChartInput(points, 'payingUsers', palette).line).toMatchObject({
    label: 'Paying users',
    values: [900, 950],
  });
  expect(growthChartInput(points, 'txnCount', palette).line.label).toBe('Transactions');
  expect(byVolume.palette).toBe(palette);
});

test('the running month is labelled month to date, and the axes use compact figures', () => {
  const input = growthChartInput(points, 'volumeUsd', palette);
  expect(input.labels[0]).not.toMatch(/to date/i);
  expect(input.labels[1]).toMatch(/to date/i);
  expect(input.bars.format(1_500_000)).toBe('$1.5M');
  expect(input.line.format(4_500)).toBe('4.5K');
});

test('the headline shows volume in dollars and counts as plain numbers', () => {
  expect(formatGrowthMetric('volumeUsd', 23_473_974.67)).toBe('$23,473,974.67');
  expect(formatGrowthMetric('txnCount', 4_500)).toBe('4,500');
});

test('the x axis names months short, with the year on the first month and on January', () => {
  const year = [point('2025-11', 1, 1, 1), point('2025-12', 1, 1, 1), point('2026-01', 1, 1, 1)];
  const input = growthChartInput([...year, point('2026-02', 1, 1, 1, true)], 'volumeUsd', palette);
  // Twelve of these fit a 320 px phone; twelve "Nov 2025 (month to date)" left room for one.
  expect(input.tickLabels).toEqual([['Nov', '2025'], 'Dec', ['Jan', '2026'], 'Feb*']);
  expect(input.labels[3]).toMatch(/Feb 2026.*to date/);
});

test('speaks Chinese: the series are named, and the running month is month to date', async () => {
  await changeLocale('zh-CN');
  const input = growthChartInput(points, 'payingUsers', palette, 'PHP');
  expect(input.bars.label).toBe('交易额（PHP）');
  expect(input.line.label).toBe('付费用户');
  expect(input.labels[1]).toMatch(/（本月至今）$/);
  expect(input.labels[0]).not.toMatch(/本月至今/);
});
