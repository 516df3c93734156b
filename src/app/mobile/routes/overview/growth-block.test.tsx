/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, within } from '@testing-library/react';
import type { GrowthPoint } from '@contract/growth/schemas';
import { http, HttpResponse, envelope, startMswServer } from '@/test/msw-server';
import { renderMobileScreen } from '@/test/mobile-screen';
import GrowthBlock from './growth-block';

// chart.js draws on a canvas jsdom lacks; the stand-in shows the month labels it would be given.
jest.mock('@/shared/charts/combo-chart', () => ({
  __esModule: true,
  default: ({ label, labels }: { label: string; labels: string[] }) => (
    <ol aria-label={label}>
      {labels.map((month) => (
        <li key={month}>{month}</li>
      ))}
    </ol>
  ),
}));

const point = (month: string, volumeUsd: number, isPartial = false): GrowthPoint => ({
  month,
  isPartial,
  volumeUsd,
  txnCount: 100,
  payingUsers: 50,
  volumeUsdMoM: null,
  txnCountMoM: null,
  payingUsersMoM: null,
});

startMswServer(
  http.post('*/api/spportal/growth/query.json', () =>
    HttpResponse.json(
      envelope({
        currency: 'USD',
        growthList: [
          point('2026-09', 1_000_000),
          point('2026-10', 1_100_000),
          point('2026-11', 300_000, true),
        ],
      }),
    ),
  ),
);

async function expectMonthToDateMarked() {
  const chart = await screen.findByRole('list', { name: /Monthly volume in USD/ });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Sep 2026', 'Oct 2026', 'Nov 2026 (month to date)']);
  const table = screen.getByRole('table', { name: 'Monthly figures' });
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['September 2026', 'October 2026', 'November 2026 (month to date)']);
}

describe('GrowthBlock', () => {
  it('marks the month still running as month to date, in the chart and the table', async () => {
    renderMobileScreen(<GrowthBlock />, { url: '/mobile/overview', pattern: '/mobile/overview' });
    await expectMonthToDateMarked();
  });
});
