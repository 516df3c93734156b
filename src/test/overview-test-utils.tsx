/** Rendering helpers shared by the desktop and mobile overview tests. */
import { render, screen } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@/shared/request/api-error';

export const ok = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' } as const;

export const systemError = () => new ApiError('IPAY_RS_510870001', 'System Error, try again later');

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders at a URL inside a router; `currentLocation()` tells where a click navigated to. */
export function renderAt(ui: ReactElement, { path = '/overview', pattern = '*' } = {}) {
  clearCache();
  return render(
    <MemoryRouter initialEntries={[path]}>
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
 * A call that stays in flight until `settle()`. Always settle it: ahooks shares an in-flight
 * promise per cache key, so one left pending would hold every later test in "loading".
 */
export function pending<T>(value: T) {
  let settle: () => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = () => resolve(value);
  });
  return { promise, settle };
}
