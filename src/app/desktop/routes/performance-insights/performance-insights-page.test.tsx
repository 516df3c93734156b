/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, startMswServer } from '@/test/msw-server';
import type { InsightsQueryResponse } from '@contract/insights/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { resetInsightsSelection } from '@/domains/insights/selection-store';
import { blockRoot, ok, renderAt } from '@/test/overview-test-utils';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import PerformanceInsightsPage from './performance-insights-page';

// Generous: antd's tables and pickers render slowly on the shared CI machine.
jest.setTimeout(180_000);
const wait = { timeout: 15_000 };

// The canvas chart is drawn by chart.js (tested with the overview); here it only has to get its label.
jest.mock('@/shared/charts/combo-chart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const kpi = (value: number) => ({
  value,
  previousMonth: value / 1.1,
  sameMonthLastYear: value / 1.3,
  momChange: 0.1,
  yoyChange: 0.3,
});

const figures = (volume: number): InsightsQueryResponse => ({
  ...ok,
  year: 2026,
  month: '10',
  isMonthToDate: false,
  elapsedFraction: 1,
  dataAsOf: '2026-11-23T02:00:00.000Z',
  currency: 'USD',
  fx: { currency: 'PHP', ratePerUsd: 56.4, month: '2026-10' },
  firstMonth: '2024-11',
  lastMonth: '2026-11',
  availableCountries: ['JP', 'SG'],
  kpis: {
    volume: kpi(volume),
    txnCount: kpi(1000),
    payingUsers: kpi(400),
    averageTicket: kpi(volume / 1000),
  },
  trend: [{ month: '2026-10', isMonthToDate: false, volume, txnCount: 1000, payingUsers: 400 }],
  byCountry: [{ key: 'JP', volume, txnCount: 1000, payingUsers: 400, share: 1 }],
  byCategory: [{ key: 'Retail', volume, txnCount: 1000, payingUsers: 400, share: 1 }],
  risers: [
    {
      merchantId: 'm1',
      name: 'Tokyo Sweets',
      country: 'JP',
      category: 'Dining',
      volume: 500,
      previousVolume: 400,
      change: 100,
      changeRate: 0.25,
    },
  ],
  fallers: [],
  daily: [],
});

let answer: (body: Record<string, unknown>) => Response;
const requests: Record<string, unknown>[] = [];
startMswServer(
  http.post(`*${INSIGHTS_API.query}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push(body);
    return answer(body);
  }),
);

beforeEach(() => {
  requests.length = 0;
  resetInsightsSelection();
});

test('figures with their stamps, changes and the trend table', async () => {
  answer = () => HttpResponse.json(figures(1234));
  renderAt(
    <SignedInSessionProvider>
      <PerformanceInsightsPage />
    </SignedInSessionProvider>,
    { path: '/performance-insights' },
  );
  await waitFor(() => expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'ready'), wait);
  expect(screen.getByText(/^Data as of/)).toBeInTheDocument();
  const volume = document.querySelector('[data-kpi="volume"]') as HTMLElement;
  expect(within(volume).getByText('$1,234.00')).toBeInTheDocument();
  expect(within(volume).getByText('+10.0%')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Monthly figures' })).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ month: expect.stringMatching(/^(0[1-9]|1[0-2])$/), currency: 'USD' });
});

test('no figures for the month is an empty state, not an error', async () => {
  answer = () =>
    HttpResponse.json({ ...figures(1), kpis: null, trend: [], byCountry: [], byCategory: [], risers: [] });
  renderAt(
    <SignedInSessionProvider>
      <PerformanceInsightsPage />
    </SignedInSessionProvider>,
    { path: '/performance-insights' },
  );
  await waitFor(() => expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'empty'), wait);
  expect(screen.getByText(/^No figures for/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
});

test('a failure shows the message and Retry loads the figures', async () => {
  answer = () =>
    HttpResponse.json(
      { success: false, resultCode: 'IPAY_RS_510870001', resultMessage: 'x' },
      { status: 500 },
    );
  renderAt(
    <SignedInSessionProvider>
      <PerformanceInsightsPage />
    </SignedInSessionProvider>,
    { path: '/performance-insights' },
  );
  const alert = await screen.findByRole('alert', {}, wait);
  expect(within(alert).getByText('System error, please try again later.')).toBeInTheDocument();
  answer = () => HttpResponse.json(figures(1234));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'ready'), wait);
});

test('No Authority shows the ask-your-admin page', async () => {
  answer = () =>
    HttpResponse.json(
      { success: false, resultCode: 'IPAY_RS_510871002', resultMessage: 'x' },
      { status: 403 },
    );
  renderAt(
    <SignedInSessionProvider>
      <PerformanceInsightsPage />
    </SignedInSessionProvider>,
    { path: '/performance-insights' },
  );
  expect(
    await screen.findByText('You have no access to these figures. Ask your admin for authority.', {}, wait),
  ).toBeInTheDocument();
});
