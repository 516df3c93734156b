/** Rendering helpers shared by the desktop and mobile overview tests. */
import { render, screen } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom';
import { CALENDAR_API } from '@contract/calendar/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { CONFIG_API } from '@contract/config/constants';
import { GROWTH_API } from '@contract/growth/constants';
import { DF_PARTNER_API } from '@contract/df/constants';
import { MERCHANT_API } from '@contract/merchant/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { scriptedCall, startMswServer } from './msw-server';

export const ok = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' } as const;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders at a URL inside a router; `currentLocation()` tells where a click navigated to. */
export function renderAt(
  ui: ReactElement,
  { path = '/overview', pattern = '*', state }: { path?: string; pattern?: string; state?: unknown } = {},
) {
  clearCache();
  return render(
    <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
      <Routes>
        <Route path={pattern} element={ui} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export function blockRoot(name: string): HTMLElement {
  const root = document.querySelector<HTMLElement>(`[data-block="${name}"]`);
  if (!root) throw new Error(`no block ${name}`);
  return root;
}

/**
 * Every call the overview's blocks (and the bell's count) make, scripted at the network level and
 * served for the test file: both trees' overview page tests answer the same calls.
 */
export function scriptOverviewCalls() {
  const calls = {
    config: scriptedCall<{ key: string }>(CONFIG_API.queryOne),
    notificationCount: scriptedCall(NOTIFICATION_API.count),
    carousel: scriptedCall(CAROUSEL_API.query),
    calendar: scriptedCall(CALENDAR_API.queryYear),
    programs: scriptedCall(DF_PARTNER_API.query),
    claims: scriptedCall(DF_PARTNER_API.pageQuery),
    growth: scriptedCall(GROWTH_API.query),
    topMerchants: scriptedCall(MERCHANT_API.top),
    merchantNames: scriptedCall(MERCHANT_API.nameQuery),
    merchants: scriptedCall(MERCHANT_API.query),
  };
  startMswServer(...Object.values(calls).map((call) => call.handler));
  return calls;
}

type OverviewCalls = ReturnType<typeof scriptOverviewCalls>;

/** Empty answers for the blocks both trees' overviews show alike (each test file adds the rest). */
export function answerEmptyBlocks(calls: OverviewCalls) {
  calls.carousel.answer({ carouselList: [] });
  calls.calendar.answer({
    year: 2026,
    eventList: [],
    publishedRange: { start: '2026-01-01', end: '2026-12-31' },
  });
  calls.programs.answer({ programList: [] });
  calls.claims.answer({ total: 0, pageNum: 1, pageSize: 10, claimList: [] });
  calls.topMerchants.answer({ year: 2026, month: '11', topMerchantList: [] });
  calls.merchants.answer({ total: 0, pageNum: 1, pageSize: 10, lastMonth: '2026-10', merchantList: [] });
}

/**
 * Figures in USD with a local currency to switch to: one month of growth (1,000 USD) with its
 * data-as-of time and a rate of 50 PHP per USD, and one program of 120,000 USD.
 */
export function answerLocalCurrencyFigures(calls: OverviewCalls) {
  calls.growth.answer({
    currency: 'USD',
    dataAsOf: '2026-11-27T23:54:00.000Z',
    fx: { currency: 'PHP', ratePerUsd: 50, month: '2026-11' },
    growthList: [
      {
        month: '2026-10',
        isPartial: false,
        volumeUsd: 1000,
        txnCount: 10,
        payingUsers: 5,
        volumeUsdMoM: null,
        txnCountMoM: null,
        payingUsersMoM: null,
      },
    ],
  });
  calls.programs.answer({
    programList: [
      {
        programId: 'mdf-2026',
        kind: 'EXCLUSIVE_INCENTIVES_MDF',
        name: 'MDF 2026 Japan push',
        currency: 'USD',
        budget: 120000,
        claimed: 0,
        approved: 0,
        paid: 0,
        remaining: 120000,
        claimDeadline: '2099-12-31',
        status: 'ACTIVE',
        periodStart: '2026-01-01',
        periodEnd: '2026-12-31',
      },
    ],
  });
}
