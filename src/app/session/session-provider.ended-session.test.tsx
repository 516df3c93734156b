/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiPost } from '@/shared/request/client';
import { ResultCode } from '@contract/shared/result-codes';
import { failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { RequireSession } from './require-session';
import { SessionProvider } from './session-provider';

/**
 * A page opened (or reloaded) with a session the server no longer knows: the current-user call is
 * the only call made, and its refusal alone must bring the "session timed out" notice.
 */

const server = startMswServer(
  http.get('*/ighome/api/account/user.json', () =>
    HttpResponse.json({ ...failure(ResultCode.SESSION_TIMEOUT), data: null }, { status: 401 }),
  ),
);

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const refused = () =>
  HttpResponse.json({ ...failure(ResultCode.SESSION_TIMEOUT), data: null }, { status: 401 });

/** Another call the page makes as it opens, beside the session check (a host's or a shell's). */
function AlsoCalls() {
  useEffect(() => {
    void apiPost('/api/spportal/notification/count.json').catch(() => undefined);
  }, []);
  return null;
}

function openAt(url: string, { alsoCalls = false } = {}) {
  const mobile = url.startsWith('/mobile');
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider platform={mobile ? 'mobile' : 'desktop'} notify={() => {}}>
        {alsoCalls && <AlsoCalls />}
        <Routes>
          <Route path="/auth/login" element={<WhereAmI />} />
          <Route path="/mobile/auth/login" element={<WhereAmI />} />
          <Route
            path="/change-psd"
            element={<RequireSession area="partner">change password</RequireSession>}
          />
          <Route
            path="/mobile/change-psd"
            element={<RequireSession area="partner">mobile change password</RequireSession>}
          />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  Cookies.remove('ctoken');
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('a reload with an ended session', () => {
  it.each([
    ['desktop', '/change-psd', '/auth/login?redirect=%2Fchange-psd&notice=session-expired'],
    [
      'phone',
      '/mobile/change-psd',
      '/mobile/auth/login?redirect=%2Fmobile%2Fchange-psd&notice=session-expired',
    ],
  ])('on the %s lands on login with the time-out notice', async (_device, url, login) => {
    Cookies.set('ctoken', 'x'.repeat(43));
    window.localStorage.setItem('userInfo', JSON.stringify({ email: 'ops@gcash.demo' }));
    openAt(url);
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(login);
    expect(screen.getByTestId('location').textContent).toBe(login);
    expect(Cookies.get('ctoken')).toBeUndefined();
  });

  it('keeps the notice when a second refused call lands after the token was forgotten', async () => {
    // Both calls are answered together, so the second refusal reaches the session handling before
    // the app has moved to the login page, when the first refusal has already forgotten the token.
    let release: () => void = () => {};
    const bothArrived = new Promise<void>((resolve) => {
      let arrived = 0;
      release = () => {
        arrived += 1;
        if (arrived === 2) resolve();
      };
    });
    const together = async () => {
      release();
      await bothArrived;
      return refused();
    };
    server.use(
      http.get('*/ighome/api/account/user.json', together),
      http.post('*/api/spportal/notification/count.json', together),
    );
    Cookies.set('ctoken', 'x'.repeat(43));
    openAt('/change-psd', { alsoCalls: true });
    const login = '/auth/login?redirect=%2Fchange-psd&notice=session-expired';
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(login);
    expect(screen.getByTestId('location').textContent).toBe(login);
  });

  it('without a stored token is a visitor: login without a notice, and no call', async () => {
    let calls = 0;
    server.use(
      http.get('*/ighome/api/account/user.json', () => {
        calls += 1;
        return HttpResponse.json({ ...failure(ResultCode.SESSION_TIMEOUT), data: null }, { status: 401 });
      }),
    );
    openAt('/change-psd');
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(
      '/auth/login?redirect=%2Fchange-psd',
    );
    expect(screen.getByTestId('location').textContent).toBe('/auth/login?redirect=%2Fchange-psd');
    expect(calls).toBe(0);
  });
});
