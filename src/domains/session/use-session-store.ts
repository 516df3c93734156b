import { clearCache } from 'ahooks';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { flushMonitor } from '@/shared/monitoring/monitor';
import { forgetSessionToken, readSessionToken } from '@/shared/request/session-token';
import { SESSION_CODES } from '@contract/shared/result-codes';
import { removeUserInfo, readUserInfo, saveUserInfo } from '@/shared/storage/user-info-storage';
import { logout } from '@/domains/auth/api';
import { broadcastSession } from './idle-plan';
import { forgetSessionMemory } from './session-end';
import { fetchAdminAccount, fetchDefaultPartner, fetchUserInfo, fetchUserParameter, setPartner } from './api';
import { forgetEarlySessionCheck } from './early-check';
import { accessFor } from './access';
import { DEFAULT_PARTNER_FAILED, partnerFromDefault } from './partner';
import type { SessionValue } from './session-context';
import { initialSessionState, sessionReducer } from './session-reducer';
import type { SessionAction } from './session-reducer';
import type { Partner } from '@contract/partner/schemas';
import { toStoredUserInfo, toUserEmailInfo } from './user-info';

type Dispatch = (action: SessionAction) => void;

/**
 * What the ended session kept in memory outside React: cached answers, and what other domains
 * registered with whenSessionEnds (the insight screens' month and filters, the files it opened).
 */
function forgetSessionData(): void {
  clearCache();
  forgetEarlySessionCheck();
  forgetSessionMemory();
}

async function loadProfile(dispatch: Dispatch): Promise<void> {
  try {
    const response = await fetchUserParameter();
    const first = response.parameterList?.[0];
    const info = first ? toStoredUserInfo(first) : null;
    if (info) dispatch({ type: 'userInfo/stored', userInfo: saveUserInfo(info) });
  } catch (error) {
    console.error('get user parameter failed!', error);
  }
}

async function loadAdmin(dispatch: Dispatch): Promise<Partner[]> {
  try {
    const response = await fetchAdminAccount();
    dispatch({ type: 'admin/done', response });
    return response.data?.spPortalList ?? [];
  } catch {
    dispatch({ type: 'admin/error' });
    return [];
  }
}

async function loadPartner(dispatch: Dispatch, admin: Promise<Partner[]>): Promise<void> {
  try {
    const [response, partners] = await Promise.all([fetchDefaultPartner(), admin]);
    const partner = partnerFromDefault(response, partners);
    if (!partner) console.log(DEFAULT_PARTNER_FAILED);
    dispatch({ type: 'partner/done', partner });
  } catch {
    console.log(DEFAULT_PARTNER_FAILED);
    dispatch({ type: 'partner/error' });
  }
}

/** Owns the session state; SessionProvider puts the result in SessionContext. */
export function useSessionStore(): SessionValue {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState, (initial) => ({
    ...initial,
    userInfo: readUserInfo(),
  }));
  const [generation, setGeneration] = useState(0);
  const inflight = useRef<Promise<void> | null>(null);
  // True from the moment a sign-out (or password change) ends the session until the next sign-in:
  // calls still in flight on the old screens then fail with the session code, which is expected.
  const leaving = useRef(false);
  // True from the moment the server is known to have ended the session until the next sign-in.
  const ended = useRef(false);

  const load = useCallback((): Promise<void> => {
    if (inflight.current) return inflight.current;
    leaving.current = false;
    dispatch({ type: 'user/start' });
    const run = (async () => {
      // A stored token the server refuses with a session code: the session ended (expired or
      // revoked), even when no other call was refused first, as after a reload.
      const tokenSent = readSessionToken() !== undefined;
      const result = await fetchUserInfo();
      const refused = !result.success && tokenSent && SESSION_CODES.includes(result.resultCode ?? '');
      if (refused) ended.current = true;
      if (result.success) ended.current = false;
      dispatch({ type: 'user/done', result, ended: refused });
      if (!result.success || !result.data) return;
      dispatch({ type: 'userInfo/stored', userInfo: saveUserInfo(toUserEmailInfo(result.data)) });
      // Staff have no partner and no admin account (ROUTE-STAFF): those calls would only be refused.
      if (accessFor({ user: result.data }).staffOnly) return loadProfile(dispatch);
      const admin = loadAdmin(dispatch);
      await Promise.all([loadProfile(dispatch), admin, loadPartner(dispatch, admin)]);
    })().finally(() => {
      inflight.current = null;
    });
    inflight.current = run;
    return run;
  }, []);

  const refresh = useCallback(async () => {
    clearCache();
    // Answers primed for the previous partner are not this one's.
    forgetEarlySessionCheck();
    await load();
    setGeneration((value) => value + 1);
  }, [load]);

  const switchPartner = useCallback(
    async (partnerId: string) => {
      dispatch({ type: 'switch/start' });
      try {
        await setPartner(partnerId);
        await refresh();
      } finally {
        dispatch({ type: 'switch/end' });
      }
    },
    [refresh],
  );

  const reset = useCallback(() => {
    leaving.current = false;
    ended.current = false;
    forgetSessionData();
    dispatch({ type: 'reset', userInfo: readUserInfo() });
  }, []);

  const markSignedOut = useCallback((serverEnded = false) => {
    if (serverEnded) ended.current = true;
    forgetSessionData();
    removeUserInfo();
    forgetSessionToken();
    dispatch({ type: 'signed-out', ended: serverEnded });
  }, []);

  const signOut = useCallback(
    async (beforeForget?: () => unknown) => {
      leaving.current = true;
      // The monitoring events waiting for the server belong to this session: send them while it lives.
      await flushMonitor();
      // Every other tab of the portal signs out too.
      broadcastSession({ type: 'signed-out' });
      try {
        await logout();
      } catch {
        // Already signed out on the server, or offline: either way forget the session here.
      }
      removeUserInfo();
      // Leave the protected screens first: forgetting while they are mounted would make their guard
      // redirect to login with a return path, racing the caller's own navigation.
      await beforeForget?.();
      markSignedOut();
    },
    [markSignedOut],
  );

  const markLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  const isLeaving = useCallback(() => leaving.current, []);
  const hasEnded = useCallback(() => ended.current, []);

  const email = state.user?.email ?? state.userInfo?.email ?? state.userInfo?.userEmail ?? null;

  return useMemo(
    () => ({
      ...state,
      generation,
      email,
      load,
      refresh,
      switchPartner,
      signOut,
      reset,
      markSignedOut,
      markLeaving,
      isLeaving,
      hasEnded,
    }),
    [
      state,
      generation,
      email,
      load,
      refresh,
      switchPartner,
      signOut,
      reset,
      markSignedOut,
      markLeaving,
      isLeaving,
      hasEnded,
    ],
  );
}
