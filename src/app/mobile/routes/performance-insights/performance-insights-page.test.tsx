/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightsQueryRequest, InsightsQueryResponse } from '@contract/insights/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { resetInsightsSelection } from '@/domains/insights/selection-store';
import { renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import PerformanceInsightsPage from './performance-insights-page';

// Performance insights on a phone, against answers at the network level: loading, empty, error
// with retry, no authority, the figures, and the filters every figure follows.

jest.setTimeout(90_000);
const wait = { timeout: 20_000 };

const QUERY = `*${INSIGHTS_API.query}`;
const EXPORT = `*${INSIGHTS_API.export}`;

// The trend chart waits until it comes near the viewport (use-seen-once); jsdom draws nothing, so
// it stays below the fold here and its summary table is what the test reads.
const realObserver = globalThis.IntersectionObserver;
beforeAll(() => {
  Object.assign(globalThis, {
    IntersectionObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
});
afterAll(() => Object.assign(globalThis, { IntersectionObserver: realObserver }));

const server = startMswServer();

const kpi = (value: number) => ({
  value,
  previousMonth: value / 1.1,
  sameMonthLastYear: value / 1.3,
  momChange: 0.1,
  yoyChange: -0.25,
});

/** Figures whose volume follows the request, so a changed filter shows changed figures. */
function figures(request: InsightsQueryRequest, volume: number): InsightsQueryResponse {
  const local = request.currency === 'LOCAL';
  const shown = local ? volume * 56 : volume;
  return envelope({
    year: request.year,
    month: request.month,
    isMonthToDate: false,
    elapsedFraction: 1,
    dataAsOf: '2026-11-23T02:00:00.000Z',
    currency: local ? 'PHP' : 'USD',
    fx: { currency: 'PHP', ratePerUsd: 56, month: `${request.year}-${request.month}` },
    firstMonth: '2024-11',
    lastMonth: '2026-11',
    availableCountries: ['JP', 'SG'],
    kpis: {
      volume: kpi(shown),
      txnCount: kpi(1000),
      payingUsers: kpi(400),
      averageTicket: kpi(shown / 1000),
    },
    trend: [
      {
        month: `${request.year}-${request.month}`,
        isMonthToDate: false,
        volume: shown,
        txnCount: 1000,
        payingUsers: 400,
      },
    ],
    byCountry: [{ key: 'JP', volume: shown, txnCount: 1000, payingUsers: 400, share: 1 }],
    byCategory: [{ key: 'Retail', volume: shown, txnCount: 1000, payingUsers: 400, share: 1 }],
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
  }) as InsightsQueryResponse;
}

/** The volume each request gets: a country filter or another month gives other figures. */
const volumeFor = (request: InsightsQueryRequest) =>
  (request.countries?.includes('JP') ? 700 : 1234) + (request.month === '01' ? 1 : 0);

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const previousKey = `${previous.getFullYear()}-${pad(previous.getMonth() + 1)}`;

const volumeCard = () => document.querySelector<HTMLElement>('[data-kpi="volume"]')!;

describe('mobile /mobile/performance-insights', () => {
  const requests: InsightsQueryRequest[] = [];
  beforeEach(() => {
    requests.length = 0;
    resetInsightsSelection();
  });
  const show = () =>
    renderMobileScreen(<PerformanceInsightsPage />, {
      url: '/mobile/performance-insights',
      pattern: '/mobile/performance-insights',
    });
  const answering = (answer: (request: InsightsQueryRequest) => Response | Promise<Response>) =>
    server.use(
      http.post(QUERY, async ({ request }) => {
        const body = (await request.json()) as InsightsQueryRequest;
        requests.push(body);
        return answer(body);
      }),
    );

  it('loads the current month, then shows the KPI cards with changes, stamps, trend table and movers', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answering(async (request) => {
      await held;
      return HttpResponse.json(figures(request, volumeFor(request)));
    });
    show();
    expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'loading');
    expect(blockRoot('performance-insights')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(
      () => expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'ready'),
      wait,
    );
    expect(requests[0]).toEqual({
      year: today.getFullYear(),
      month: pad(today.getMonth() + 1),
      countries: [],
      currency: 'USD',
    });
    expect(within(volumeCard()).getByText('$1,234.00')).toBeInTheDocument();
    expect(within(volumeCard()).getByText('+10.0%')).toBeInTheDocument();
    expect(within(volumeCard()).getByText('-25.0%')).toBeInTheDocument();
    expect(screen.getByText(/^Data as of/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly figures' })).toBeInTheDocument();
    expect(screen.getByText('Tokyo Sweets (JP)')).toBeInTheDocument();
    // Ranked by the amount moved, which leads; the rate follows.
    expect(screen.getByText('+$100 (+25.0%)')).toBeInTheDocument();
  });

  it('shows this month by day, as on the desktop, when the month has daily figures', async () => {
    answering((request) =>
      HttpResponse.json({
        ...figures(request, volumeFor(request)),
        daily: [
          { date: '2026-10-01', volume: 600, txnCount: 500 },
          { date: '2026-10-02', volume: 634, txnCount: 500 },
        ],
      }),
    );
    show();
    const daily = await screen.findByRole('region', { name: 'This month by day' });
    // Its figures as a table for screen readers, under the chart (which loads with this section).
    expect(within(daily).getByRole('table', { name: /Daily figures this month/ })).toBeInTheDocument();
    expect(within(daily).getAllByRole('row')).toHaveLength(3);
  });

  it('a month picked, a country chip and the local currency each change the figures shown', async () => {
    answering((request) => HttpResponse.json(figures(request, volumeFor(request))));
    show();
    await waitFor(() => expect(within(volumeCard()).getByText('$1,234.00')).toBeInTheDocument(), wait);

    const picker = screen.getByLabelText('Month shown') as HTMLSelectElement;
    // No month after the current one is offered (DATA-MONTH).
    const offered = [...picker.options].map((option) => option.value);
    expect(offered[0]).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}`);
    expect(offered.at(-1)).toBe('2024-11');
    fireEvent.change(picker, { target: { value: previousKey } });
    await waitFor(
      () =>
        expect(requests.at(-1)).toMatchObject({
          year: previous.getFullYear(),
          month: pad(previous.getMonth() + 1),
        }),
      wait,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Japan' }));
    await waitFor(() => expect(within(volumeCard()).getByText(/^\$70\d\.00$/)).toBeInTheDocument(), wait);
    expect(requests.at(-1)).toMatchObject({ countries: ['JP'], month: pad(previous.getMonth() + 1) });
    expect(screen.getByRole('button', { name: 'Japan' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Currency' })).getByRole('button', { name: 'PHP' }),
    );
    await waitFor(
      () => expect(requests.at(-1)).toMatchObject({ currency: 'LOCAL', countries: ['JP'] }),
      wait,
    );
    expect(await screen.findByText(/^Converted at 1 USD = 56/, {}, wait)).toBeInTheDocument();
  });

  it('exports the CSV, and says so when there is nothing to export', async () => {
    answering((request) => HttpResponse.json(figures(request, 1234)));
    server.use(http.post(EXPORT, () => HttpResponse.json(failure('IPAY_RS_510872007'), { status: 400 })));
    show();
    const button = await screen.findByRole('button', { name: 'Export CSV' }, wait);
    await waitFor(() => expect(button).toBeEnabled(), wait);
    fireEvent.click(button);
    expect(await screen.findByText('There are no records to export.', {}, wait)).toBeInTheDocument();

    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    try {
      server.use(
        http.post(
          EXPORT,
          () =>
            new HttpResponse('\uFEFFMonth,Volume (USD)\r\n2026-10,1234\r\n', {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="performance-insights-2026-10.csv"',
              },
            }),
        ),
      );
      fireEvent.click(button);
      expect(await screen.findByText('Saved performance-insights-2026-10.csv', {}, wait)).toBeInTheDocument();
      expect(await saved[0].text()).toContain('Month,Volume (USD)');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('no figures for the month is an empty state, and the export is off', async () => {
    answering((request) =>
      HttpResponse.json({
        ...figures(request, 1),
        kpis: null,
        trend: [],
        byCountry: [],
        byCategory: [],
        risers: [],
      }),
    );
    show();
    expect(
      await screen.findByText(/^No figures for .* with these countries\.$/, {}, wait),
    ).toBeInTheDocument();
    expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('a failure shows its message and Retry loads the figures', async () => {
    let fail = true;
    answering((request) =>
      fail
        ? HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })
        : HttpResponse.json(figures(request, 1234)),
    );
    show();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(within(alert).getByText('System error, please try again later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(
      () => expect(blockRoot('performance-insights')).toHaveAttribute('data-state', 'ready'),
      wait,
    );
  });

  it('No Authority tells the user to ask the admin, without a retry', async () => {
    answering(() => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 }));
    show();
    expect(
      await screen.findByText('You have no access to these figures. Ask your admin for authority.', {}, wait),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
