/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { moneyStampLines } from './money-view';

startMswServer();
afterEach(() => changeLocale('en'));

const fx = { currency: 'PHP', ratePerUsd: 56.25, month: '2026-10' };

it('says when the data was loaded and, in the local currency, which rate converts it', () => {
  const [loaded, rate] = moneyStampLines('2026-11-20T08:00:00Z', fx, 'LOCAL');
  expect(loaded).toMatch(/^Data as of .+2026/);
  expect(rate).toMatch(/^Converted at 1 USD = 56\.25 PHP \(average of .+\)\.$/);
  expect(moneyStampLines(null, fx, 'USD')).toEqual([]);
});

it('speaks Chinese beside the currency switch', async () => {
  await changeLocale('zh-CN');
  const [loaded, rate] = moneyStampLines('2026-11-20T08:00:00Z', fx, 'LOCAL');
  expect(loaded).toMatch(/^数据截至 /);
  expect(rate).toMatch(/^按 1 USD = 56\.25 PHP 换算（.+ 平均汇率）。$/);
});
