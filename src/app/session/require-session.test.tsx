/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { ACCOUNT_API } from '@contract/account/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { makePartner, makeUser } from '@/domains/session/test-fixtures';
import { changeLocale } from '@/shared/i18n';
import { forgetSessionToken } from '@/shared/request/session-token';
import { USER_INFO_KEY } from '@/shared/storage/user-info-storage';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { RequireSession } from './require-session';
import { SessionProvider } from './session-provider';
import { useSession } from '@/domains/session/session-context';
import type { SessionValue } from '@/domains/session/session-context';

const currentUser = scriptedCall(ACCOUNT_API.user);
const userParameter = scriptedCall(PARAMETER_API.parameter);
const adminAccount = scriptedCall(PARTNER_API.adminAccount);
const defaultPartner = scriptedCall(PARTNER_API.defaultPartner);
startMswServer(currentUser.handler, userParameter.handler, adminAccount.handler, defaultPartner.handler);

/** A session the browser holds: the user lookup is made only with a token (SESSION-USER). */
const signedIn = () => Cookies.set('ctoken', 't');

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider platform={url.startsWith('/mobile') ? 'mobile' : 'desktop'} notify={() => {}}>
        <Routes>
          <Route path="/auth/login" element={<WhereAmI />} />
          <Route path="/mobile/auth/login" element={<WhereAmI />} />
          <Route path="/no-authority" element={<WhereAmI />} />
          <Route
            path="/iboss/configuration"
            element={<RequireSession area="staff">staff home</RequireSession>}
          />
          <Route path="/contracts" element={<RequireSession area="partner">contracts page</RequireSession>} />
          <Route
            path="/mobile/contracts"
            element={<RequireSession area="partner">mobile contracts</RequireSession>}
          />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  userParameter.answer({ parameterList: [] });
  adminAccount.answer({ data: null });
  defaultPartner.answer({ webRequest: { partner: makePartner() } });
});

afterEach(() => {
  Cookies.remove('ctoken');
  forgetSessionToken();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('RequireSession (partner area)', () => {
  it('shows the page to a signed-in user', async () => {
    signedIn();
    currentUser.answer({ data: makeUser() });
    renderAt('/contracts');
    expect(screen.getByRole('status')).toHaveTextContent(/checking your session/i);
    expect(await screen.findByText('contracts page')).toBeInTheDocument();
  });

  it('sends a signed-out user to login with the return path', async () => {
    // No token: nobody is signed in, and no lookup is made.
    renderAt('/contracts?page=2');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/auth/login?redirect=%2Fcontracts%3Fpage%3D2',
    );
    expect(screen.queryByText('contracts page')).not.toBeInTheDocument();
    expect(currentUser.asked).toEqual([]);
  });

  it('tells a user whose stored session the server refused that it timed out', async () => {
    // The session's lookup logs the refusal; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    Cookies.set('ctoken', 'revoked-token');
    currentUser.reply(() => HttpResponse.json(failure(ResultCode.SESSION_TIMEOUT), { status: 401 }));
    renderAt('/contracts');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/auth/login?redirect=%2Fcontracts&notice=session-expired',
    );
  });

  it('sends a signed-out mobile user to the mobile login', async () => {
    renderAt('/mobile/contracts');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mobile/auth/login?redirect=%2Fmobile%2Fcontracts',
    );
  });

  it('offers a retry instead of the login page when the network failed', async () => {
    // The session's lookup logs the transport failure; expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    currentUser.reply(() => HttpResponse.error());
    renderAt('/contracts');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('RequireSession during a database outage (510870004, HTTP 503)', () => {
  const unavailable = () =>
    HttpResponse.json(failure(ResultCode.SERVICE_UNAVAILABLE), {
      status: 503,
      headers: { 'retry-after': '5' },
    });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    ['desktop', '/contracts', 'contracts page'],
    ['phone', '/mobile/contracts', 'mobile contracts'],
  ])(
    '%s: keeps the session, says the service is unavailable and gets back by itself',
    async (_tree, url, page) => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      // The session's lookup logs each refused attempt; expected here.
      jest.spyOn(console, 'error').mockImplementation(() => {});
      signedIn();
      const stored = JSON.stringify({ userEmail: 'ops@gcash.demo', role: 'PARTNER' });
      window.localStorage.setItem(USER_INFO_KEY, stored);
      currentUser.reply(unavailable);
      renderAt(url);
      expect(await screen.findByText('Service temporarily unavailable, retrying')).toHaveAttribute(
        'role',
        'status',
      );
      // Not signed out: no login page, the token and the stored user are still there.
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(Cookies.get('ctoken')).toBe('t');
      expect(window.localStorage.getItem(USER_INFO_KEY)).toBe(stored);

      // Still down at the first retry (after 1 s): asked again, still waiting.
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(currentUser.asked).toHaveLength(2));
      expect(screen.getByRole('status')).toHaveTextContent('Service temporarily unavailable, retrying');

      // The service is back: the next retry (2 s later) lets the page in.
      currentUser.answer({ data: makeUser() });
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      expect(await screen.findByText(page)).toBeInTheDocument();
      expect(currentUser.asked).toHaveLength(3);
    },
  );

  it('speaks Chinese: says the service is unavailable, and that the user is still signed in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await changeLocale('zh-CN');
    try {
      signedIn();
      window.localStorage.setItem(
        USER_INFO_KEY,
        JSON.stringify({ userEmail: 'ops@gcash.demo', role: 'PARTNER' }),
      );
      currentUser.reply(unavailable);
      renderAt('/contracts');
      expect(await screen.findByText('服务暂时不可用，正在重试')).toHaveAttribute('role', 'status');
      expect(screen.getByText('您仍处于登录状态。服务恢复后，门户会自动继续。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '立即重试' })).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});

describe('RequireSession while a sign-out leaves the page', () => {
  it('does not redirect the screens being left, but guards a later visit', async () => {
    signedIn();
    currentUser.answer({ data: makeUser() });
    let session: SessionValue | null = null;
    let navigate: NavigateFunction = () => {};
    function Grab() {
      session = useSession();
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/contracts']}>
        <SessionProvider platform="desktop" notify={() => {}}>
          <Grab />
          <Routes>
            <Route path="/auth/login" element={<WhereAmI />} />
            <Route path="/elsewhere" element={<WhereAmI />} />
            <Route
              path="/contracts"
              element={<RequireSession area="partner">contracts page</RequireSession>}
            />
          </Routes>
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('contracts page')).toBeInTheDocument();

    act(() => {
      session!.markLeaving();
      session!.markSignedOut();
    });
    expect(screen.queryByText('contracts page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // Coming back later (e.g. browser back) is a fresh visit: the guard sends it to login.
    await act(async () => void navigate('/elsewhere'));
    await act(async () => void navigate('/contracts'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?redirect=%2Fcontracts');
  });
});

describe('RequireSession (staff area)', () => {
  it('makes no user lookup and lets a staff session in', () => {
    signedIn();
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ email: 's@n.co', role: 'STAFF' }));
    renderAt('/iboss/configuration');
    expect(screen.getByText('staff home')).toBeInTheDocument();
    expect(currentUser.asked).toEqual([]);
  });

  it('sends a visitor without a session to login', () => {
    renderAt('/iboss/configuration');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login?redirect=%2Fiboss%2Fconfiguration');
  });

  it('sends a session of unknown role (nothing remembered from sign-in) to login', () => {
    Cookies.set('ctoken', 't');
    renderAt('/iboss/configuration');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login?redirect=%2Fiboss%2Fconfiguration');
  });

  it('sends a partner session to the no-authority page', () => {
    Cookies.set('ctoken', 't');
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ email: 'a@b.co', role: 'PARTNER' }));
    renderAt('/iboss/configuration');
    expect(screen.getByTestId('location')).toHaveTextContent('/no-authority');
  });
});
