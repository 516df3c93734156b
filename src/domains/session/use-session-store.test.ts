/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from '@/shared/request/use-request';
import { ACCOUNT_API } from '@contract/account/constants';
import { AUTH_API } from '@contract/auth/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';
import type { Partner } from '@contract/partner/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { fetchUserInfo } from './api';
import { forgetEarlySessionCheck, startEarlySessionCheck } from './early-check';
import { useSessionStore } from './use-session-store';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { ApiError } from '@/shared/request/api-error';
import { forgetSessionToken, keepSessionToken } from '@/shared/request/session-token';
import { setMonitorForwarder } from '@/shared/monitoring/monitor';
import { envelope, failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { makePartner, makeUser } from './test-fixtures';

const currentUser = scriptedCall(ACCOUNT_API.user);
const userParameter = scriptedCall<{ type: string }>(PARAMETER_API.parameter);
const adminAccount = scriptedCall(PARTNER_API.adminAccount);
const defaultPartner = scriptedCall(PARTNER_API.defaultPartner);
const setPartner = scriptedCall<{ partnerId: string }>(PARTNER_API.setPartner);
const logout = scriptedCall(AUTH_API.logout);
startMswServer(
  currentUser.handler,
  userParameter.handler,
  adminAccount.handler,
  defaultPartner.handler,
  setPartner.handler,
  logout.handler,
);

const user = makeUser();
const gcash = makePartner({ logoUrl: '/g.png', current: true });
const dana = makePartner({ id: 'dana', name: 'Dana', logoUrl: '/d.png' });

/** The partner the server holds as current: a switch changes it. */
let current: Partner;

beforeEach(() => {
  // Signed in: the user lookup is made only with a token (SESSION-USER).
  keepSessionToken('t');
  current = gcash;
  currentUser.answer({ data: user });
  userParameter.answer({ parameterList: [user] });
  adminAccount.answer({ data: { spPortalList: [gcash, dana] } });
  defaultPartner.answer(() => ({ webRequest: { partner: current } }));
  setPartner.answer(() => {
    current = { ...dana, current: true };
    return { ctoken: 't2', data: { partner: dana, user } };
  });
  logout.answer({});
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // The client reports transport failures on the console; expected where a test goes offline.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  // Early answers a test left untaken must not answer the next test's calls.
  forgetEarlySessionCheck();
  window.localStorage.clear();
  forgetSessionToken();
  jest.restoreAllMocks();
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
    expect(currentUser.asked).toHaveLength(1);
  });

  it('asks nothing of a partner for staff, early or in the store (they have none)', async () => {
    currentUser.answer({ data: makeUser({ role: 'STAFF' }) });
    const signedIn = jest.fn();
    startEarlySessionCheck(signedIn);
    await waitFor(() => expect(userParameter.asked).toHaveLength(1));
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ isLogin: true, partner: null });
    expect(readUserInfo()).toMatchObject({ role: 'STAFF' });
    // The landing page's partner reads never left, nor did the admin and partner calls.
    expect(signedIn).not.toHaveBeenCalled();
    expect([adminAccount.asked.length, defaultPartner.asked.length]).toEqual([0, 0]);
    expect(userParameter.asked).toHaveLength(1);
  });

  it('takes the answers of the check started at app start, once, and asks anew on the next load', async () => {
    const signedIn = jest.fn();
    startEarlySessionCheck(signedIn);
    await waitFor(() => expect(defaultPartner.asked).toHaveLength(1));
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ isLogin: true, isAdmin: true, partner: { id: 'gcash' } });
    expect(currentUser.asked).toHaveLength(1);
    expect(
      [userParameter.asked, adminAccount.asked, defaultPartner.asked].map((asked) => asked.length),
    ).toEqual([1, 1, 1]);
    // The landing page's first reads started with the three calls.
    expect(signedIn).toHaveBeenCalledTimes(1);
    await act(() => result.current.load());
    expect(currentUser.asked).toHaveLength(2);
    expect(defaultPartner.asked).toHaveLength(2);
  });

  it('starts the three follow-up calls early also when the user call was taken before it answered', async () => {
    startEarlySessionCheck();
    // The store asks for the user before the early answer is back: it gets that answer.
    await expect(fetchUserInfo()).resolves.toMatchObject({ success: true });
    expect(currentUser.asked).toHaveLength(1);
    // Started on the user's answer all the same, ready for the store's next step.
    await waitFor(() => expect(defaultPartner.asked).toHaveLength(1));
    expect([userParameter.asked.length, adminAccount.asked.length]).toEqual([1, 1]);
  });

  it('an early check that finds no session makes no further calls and the store still sees it', async () => {
    currentUser.reply(() => HttpResponse.json(failure(ResultCode.SESSION_TIMEOUT), { status: 401 }));
    const signedIn = jest.fn();
    startEarlySessionCheck(signedIn);
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ checked: true, isLogin: false, failureCode: 'IPAY_RS_510871001' });
    expect(currentUser.asked).toHaveLength(1);
    expect(adminAccount.asked).toEqual([]);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('a signed-out user makes no further calls', async () => {
    currentUser.reply(() => HttpResponse.json(failure(ResultCode.SESSION_TIMEOUT), { status: 401 }));
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ checked: true, isLogin: false, failureCode: 'IPAY_RS_510871001' });
    expect(adminAccount.asked).toEqual([]);
    expect(defaultPartner.asked).toEqual([]);
  });

  it('a non-admin (refused admin call) is not an admin and still gets the partner', async () => {
    adminAccount.reply(() => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 }));
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(result.current.isAdmin).toBe(false);
    expect(result.current.partner?.name).toBe('GCash');
  });

  it("logs 'get default partner failed!' when the default partner call fails", async () => {
    defaultPartner.reply(() => HttpResponse.error());
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    expect(console.log).toHaveBeenCalledWith('get default partner failed!');
    expect(result.current.partner).toBeNull();
    expect(result.current.isLogin).toBe(true);
  });

  it('switching partner calls setPartner, clears the caches and reloads user and partner data', async () => {
    // A read cached the way the screens cache theirs (ahooks cacheKey, never stale): it is asked
    // again only once the caches are cleared.
    const cachedRead = jest.fn(async () => 'answer');
    const readCached = async () => {
      const { result, unmount } = renderHook(() =>
        useRequest(cachedRead, { cacheKey: 'switch-probe', staleTime: -1 }),
      );
      await waitFor(() => expect(result.current.data).toBe('answer'));
      unmount();
    };
    await readCached();
    await readCached();
    expect(cachedRead).toHaveBeenCalledTimes(1);

    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    const before = result.current.generation;

    await act(() => result.current.switchPartner('dana'));

    expect(setPartner.asked).toEqual([{ partnerId: 'dana' }]);
    await readCached();
    expect(cachedRead).toHaveBeenCalledTimes(2);
    expect(currentUser.asked).toHaveLength(2);
    expect(result.current.partner).toMatchObject({ id: 'dana', name: 'Dana', logoUrl: '/d.png' });
    expect(result.current.generation).toBe(before + 1);
    expect(result.current.switching).toBe(false);
  });

  it('a refused switch keeps the current partner and rejects', async () => {
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    setPartner.reply(() => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 }));
    await act(async () => {
      await expect(result.current.switchPartner('tngd')).rejects.toBeInstanceOf(ApiError);
    });
    expect(result.current.partner?.id).toBe('gcash');
    expect(result.current.switching).toBe(false);
  });

  it('sign-out calls logout, removes the stored userInfo and forgets the session even if the call fails', async () => {
    const { result } = renderHook(() => useSessionStore());
    await act(() => result.current.load());
    logout.reply(() => HttpResponse.error());

    await act(() => result.current.signOut());

    expect(logout.asked).toHaveLength(1);
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
    logout.reply(() => {
      order.push('logout');
      return HttpResponse.json(envelope({}));
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
