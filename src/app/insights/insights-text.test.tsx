/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen } from '@testing-library/react';
import type { InsightsQueryResponse, InsightsTrendPoint } from '@contract/insights/schemas';
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { insightsStamps } from './insights-text';
import { TrendSummaryTable } from './insights-summary-tables';

startMswServer();
afterEach(() => changeLocale('en'));

const answer = {
  dataAsOf: null,
  isMonthToDate: true,
  elapsedFraction: 0.5,
  currency: 'PHP',
  fx: { currency: 'PHP', ratePerUsd: 58.5, month: '2026-10' },
} as unknown as InsightsQueryResponse;

const points: InsightsTrendPoint[] = [
  { month: '2026-10', isMonthToDate: false, volume: 1000, txnCount: 10, payingUsers: 4 },
  { month: '2026-11', isMonthToDate: true, volume: 500, txnCount: 5, payingUsers: 2 },
];

it('says what the figures are in English', () => {
  const [monthToDate, rate] = insightsStamps(answer);
  expect(monthToDate).toMatch(/^Month to date \(50(\.0)?% of the month\): /);
  expect(rate).toMatch(/^Converted at 1 USD = 58\.5 PHP \(average of .+\)\.$/);
});

it('speaks Chinese: the stamps and the chart table for screen readers', async () => {
  await changeLocale('zh-CN');
  const [monthToDate, rate] = insightsStamps(answer);
  expect(monthToDate).toMatch(/^本月至今（已过本月的 50(\.0)?%）：/);
  expect(rate).toMatch(/^按 1 USD = 58\.5 PHP 换算（.+ 平均汇率）。$/);

  render(<TrendSummaryTable points={points} currency="PHP" />);
  const table = screen.getByRole('table', { name: '月度数据' });
  expect(table).toHaveTextContent('交易额（PHP）');
  expect(table).toHaveTextContent('付费用户');
  expect(table).toHaveTextContent('（本月至今）');
});
