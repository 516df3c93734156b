import { act, renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import { logout } from '@/domains/auth/api';
import { fetchAdminAccount, fetchDefaultPartner, fetchUserInfo, fetchUserParameter, setPartner } from './api';
import { useSessionStore } from './use-session-store';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { ApiError } from '@/shared/request/api-error';
import { setMonitorForwarder } from '@/shared/monitoring/monitor';
import { makePartner, makeUser, okEnvelope as ok } from './test-fixtures';

jest.mock('./api');
jest.mock('@/domains/auth/api');
jest.mock('ahooks', () => ({ ...jest.requireActual('ahooks'), clearCache: jest.fn() }));

const user = makeUser();
const gcash = makePartner({ logoUrl: '/g.png', current: true });
const dana = makePartner({ id: 'dana', name: 'Dana', logoUrl: '/d.png' });

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

beforeEach(() => {
  mocked(fetchUserInfo).mockResolvedValue({ success: true, data: user, resultCode: 'SUCCESS' });
  mocked(fetchUserParameter).mockResolvedValue({ ...ok, parameterList: [user] });
  mocked(fetchAdminAccount).mockResolvedValue({ ...ok, data: { spPortalList: [gcash, dana] } });
  mocked(fetchDefaultPartner).mockResolvedValue({
    ...ok,
    webRequest: { partner: gcash },
  });
  mocked(setPartner).mockResolvedValue({ ...ok, ctoken: 't2', data: { partner: dana, user } });
  mocked(logout).mockResolvedValue(ok);
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('useSessionStore', () => {
  it('loads the user, stores userInfo, and knows admin, partner list and current partner', async () => {
    const { result } = renderHook(() => useSessionStore());
    expect(result.current.checked).toBe(false);

    await act(() => result.current.load());

    expect(result.current).toMatchObject({
      isLogin: true,
      isAdmin: true,
      partner: { id: 'gcash', name: 'GCash' },
    });
    expect(result.current.partners).toEqual([gcash, dana]);
    expect(result.current.partner?.logoUrl).toBe('/g.png');
    expect(result.current.email).toBe('ana@gcash.example');
    expect(readUserInfo()).toMatchObject({ userEmail: user.email, email: user.email, userName: 'Ana Cruz' });
  });

  it('shares one current-user call between concurrent loads', async () => {
    const { result } = renderHook(() => useSessionStore());
    await act(() => Promise.all([result.current.load(), result.current.load()]));
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
  });

  it('a signed-out user makes no further calls', async () => {
    mocked(fetchUserInfo).mockResolvedValue({ success: false, data: null, resultCode: 'IPAY_RS_510871001' });
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ checked: true, isLogin: false, failureCode: 'IPAY_RS_510871001' });
    expect(fetchAdminAccount).not.toHaveBeenCalled();
    expect(fetchDefaultPartner).not.toHaveBeenCalled();
  });

  it('a non-admin (refused admin call) is not an admin and still gets the partner', async () => {
    mocked(fetchAdminAccount).mockRejectedValue(new ApiError('IPAY_RS_510871002', 'No authority'));
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current.isAdmin).toBe(false);
    expect(result.current.partner?.name).toBe('GCash');
  });

  it("logs 'get default partner failed!' when the default partner call fails", async () => {
    mocked(fetchDefaultPartner).mockRejectedValue(new ApiError('NETWORK', 'Network error'));
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(console.log).toHaveBeenCalledWith('get default partner failed!');
    expect(result.current.partner).toBeNull();
    expect(result.current.isLogin).toBe(true);
  });

  it('switching partner calls setPartner, clears the caches and reloads user and partner data', async () => {
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    mocked(fetchDefaultPartner).mockResolvedValue({
      ...ok,
      webRequest: { partner: { ...dana, current: true } },
    });
    const before = result.current.generation;

    await act(() => result.current.switchPartner('dana'));

    expect(setPartner).toHaveBeenCalledWith('dana');
    expect(clearCache).toHaveBeenCalled();
    expect(fetchUserInfo).toHaveBeenCalledTimes(2);
    expect(result.current.partner).toMatchObject({ id: 'dana', name: 'Dana', logoUrl: '/d.png' });
    expect(result.current.generation).toBe(before + 1);
    expect(result.current.switching).toBe(false);
  });

  it('a refused switch keeps the current partner and rejects', async () => {
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    mocked(setPartner).mockRejectedValue(new ApiError('IPAY_RS_510871002', 'No authority'));
    await act(async () => {
      await expect(result.current.switchPartner('tngd')).rejects.toBeInstanceOf(ApiError);
    });
    expect(result.current.partner?.id).toBe('gcash');
    expect(result.current.switching).toBe(false);
  });

  it('sign-out calls logout, removes the stored userInfo and forgets the session even if the call fails', async () => {
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    mocked(logout).mockRejectedValue(new ApiError('NETWORK', 'Network error'));

    await act(() => result.current.signOut());

    expect(logout).toHaveBeenCalled();
    expect(readUserInfo()).toBeNull();
    await waitFor(() => expect(result.current).toMatchObject({ isLogin: false, user: null, partner: null }));
  });

  it('sign-out sends the waiting monitoring events while the session still lives, then signs out', async () => {
    const order: string[] = [];
    setMonitorForwarder({
      add: () => undefined,
      flush: async () => {
        order.push('monitoring sent');
      },
    });
    mocked(logout).mockImplementation(async () => {
      order.push('logout');
      return ok;
    });
    try {
      const { result } = renderHook(() => useSessionStore());
      await act(() => result.current.signOut());
      expect(order).toEqual(['monitoring sent', 'logout']);
    } finally {
      setMonitorForwarder(null);
    }
  });
});
