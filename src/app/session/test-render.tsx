import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from './session-provider';
import type { Platform } from './login-redirect';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one screen at a URL inside the router and a SessionProvider (failures go to `notify`);
 * any other path shows the current location, so a test can see where a screen navigated to.
 */
export function renderScreen(
  element: ReactElement,
  {
    url,
    pattern,
    platform = 'desktop',
    notify = () => {},
  }: { url: string; pattern: string; platform?: Platform; notify?: () => void },
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider platform={platform} notify={notify}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}
