import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@/shared/request/api-error';
import { apiPost } from '@/shared/request/client';
import { USER_INFO_KEY } from '@/shared/storage/user-info-storage';
import { SessionProvider } from './session-provider';
import { useRegisterNotify } from './notifier-context';
import { useSession } from '@/domains/session/session-context';
import type { SessionValue } from '@/domains/session/session-context';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const fetchMock = jest.fn();

function respond(body: unknown, status = 200) {
  const response = {
    status,
    ok: status < 300,
    headers: new Headers(),
    clone: () => response,
    text: async () => JSON.stringify(body),
  };
  fetchMock.mockResolvedValue(response);
}

function renderAt(url: string, platform: 'desktop' | 'mobile', notify = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider platform={platform} notify={notify}>
        <Routes>
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
  return notify;
}

beforeEach(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const call = () =>
  act(async () => {
    await apiPost('/api/spportal/notification/count.json').catch(() => undefined);
  });

/** A kit notifier as the trees give it: lazily loaded, registering how it shows a failure. */
function TestNotifier() {
  const register = useRegisterNotify();
  const [shown, setShown] = useState<string[]>([]);
  useEffect(() => register((error) => setShown((list) => [...list, error.message])), [register]);
  return (
    <ul aria-label="failures">
      {shown.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </ul>
  );
}

describe('SessionProvider', () => {
  it("loads the tree's notifier at the first failure, which it then shows, and the next ones", async () => {
    const load = jest.fn(async () => ({ default: TestNotifier }));
    render(
      <MemoryRouter initialEntries={['/overview']}>
        <SessionProvider platform="desktop" loadNotifier={load}>
          <WhereAmI />
        </SessionProvider>
      </MemoryRouter>,
    );
    // A first load that goes well never downloads the notifier.
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    respond({ success: false, resultCode: 'IPAY_RS_510872007', resultMessage: 'x' }, 400);
    await call();
    expect(await screen.findByText('There are no records to export.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    respond({ success: false, resultCode: 'IPAY_RS_510872007', resultMessage: 'x' }, 400);
    await call();
    expect(await screen.findAllByText('There are no records to export.')).toHaveLength(2);
  });

  it("tries the notifier's download again at the next failure when it failed (offline)", async () => {
    const load = jest
      .fn<Promise<{ default: typeof TestNotifier }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue({ default: TestNotifier });
    render(
      <MemoryRouter initialEntries={['/overview']}>
        <SessionProvider platform="desktop" loadNotifier={load}>
          <WhereAmI />
        </SessionProvider>
      </MemoryRouter>,
    );
    respond({ success: false, resultCode: 'IPAY_RS_510872007', resultMessage: 'x' }, 400);
    await call();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'failures' })).toBeNull();

    respond({ success: false, resultCode: 'IPAY_RS_510872007', resultMessage: 'x' }, 400);
    await call();
    // Back online: the new failure shows; the one from while the code could not arrive does not.
    expect(await screen.findAllByText('There are no records to export.')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a failed call through the notify function with the catalogue message', async () => {
    const notify = renderAt('/overview', 'desktop');
    respond({ success: false, resultCode: 'IPAY_RS_510872007', resultMessage: 'x' }, 400);
    await call();
    expect(notify).toHaveBeenCalledWith(expect.any(ApiError));
    expect(notify.mock.calls[0][0].message).toBe('There are no records to export.');
  });

  it('on an expired session removes userInfo and goes to the desktop login with the return path', async () => {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ email: 'a@b.co' }));
    renderAt('/contracts?page=2', 'desktop');
    respond({ success: false, resultCode: 'IPAY_RS_510871001', resultMessage: 'x' }, 401);
    await call();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login?redirect=%2Fcontracts%3Fpage%3D2');
    expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('goes to the mobile login in the mobile tree', async () => {
    renderAt('/mobile/overview', 'mobile');
    respond({ success: false, resultCode: 'IPAY_RS_311021001', resultMessage: 'x' }, 401);
    await call();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/mobile/auth/login?redirect=%2Fmobile%2Foverview',
    );
  });

  it('stays put and says nothing while a sign-out is ending the session', async () => {
    let session: SessionValue | null = null;
    function Grab() {
      session = useSession();
      return null;
    }
    const notify = jest.fn();
    render(
      <MemoryRouter initialEntries={['/overview']}>
        <SessionProvider platform="desktop" notify={notify}>
          <Grab />
          <Routes>
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>,
    );
    act(() => session!.markLeaving());
    respond({ success: false, resultCode: 'IPAY_RS_510871001', resultMessage: 'x' }, 401);
    await call();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/overview$/);
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays on an /auth page (those skip the session check)', async () => {
    renderAt('/auth/reset-password?token=abc', 'desktop');
    respond({ success: false, resultCode: 'IPAY_RS_510871001', resultMessage: 'x' }, 401);
    await call();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/reset-password?token=abc');
  });
});
