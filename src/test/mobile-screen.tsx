import { screen } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderMobile } from './render-mobile';
import { SignedInSessionProvider } from './signed-in-session';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one mobile screen the way the mobile tree does (antd-mobile's providers, a router, a
 * signed-in GCash session) at a URL; any other path shows where the screen navigated to. The
 * cached answers of earlier tests are dropped first, so each test sees its own network answers.
 */
export function renderMobileScreen(ui: ReactElement, { url, pattern }: { url: string; pattern: string }) {
  clearCache();
  return renderMobile(
    <MemoryRouter initialEntries={[url]}>
      <SignedInSessionProvider>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </SignedInSessionProvider>
    </MemoryRouter>,
  );
}

export const navigatedTo = () => screen.getByTestId('location').textContent;
