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
