import type { StoredUserInfo } from '@/shared/storage/user-info-storage';
import type { CurrentUser } from '@contract/account/schemas';
import type { Partner } from '@contract/partner/schemas';
import type { UserInfoResult } from './types';

/** SESSION-USER session state, one object for both route trees. */
export interface SessionState {
  /** The current-user call is in flight. */
  loading: boolean;
  /** At least one current-user call has finished since the last reset. */
  checked: boolean;
  /** Follows the success flag of the current-user call; false after any error. */
  isLogin: boolean;
  user: CurrentUser | null;
  /** Result code of the last failed current-user call (NETWORK for a transport failure). */
  failureCode: string | null;
  userInfo: StoredUserInfo | null;
  /** True when the admin call succeeds with a non-empty object. */
  isAdmin: boolean;
  partners: Partner[];
  partner: Partner | null;
  switching: boolean;
  /**
   * The session ended on the server (expired or revoked), not by signing out: the login page says
   * so. Kept until the next successful sign-in, since the token that proved it is forgotten.
   */
  ended: boolean;
}

export type SessionAction =
  | { type: 'user/start' }
  | { type: 'user/done'; result: UserInfoResult; ended?: boolean }
  | { type: 'user/error'; code: string }
  | { type: 'userInfo/stored'; userInfo: StoredUserInfo }
  | { type: 'admin/done'; response: unknown }
  | { type: 'admin/error' }
  | { type: 'partner/done'; partner: Partner | null }
  | { type: 'partner/error' }
  | { type: 'switch/start' }
  | { type: 'switch/end' }
  | { type: 'reset'; userInfo: StoredUserInfo | null }
  | { type: 'signed-out'; ended?: boolean };

export const initialSessionState: SessionState = {
  loading: false,
  checked: false,
  isLogin: false,
  user: null,
  failureCode: null,
  userInfo: null,
  isAdmin: false,
  partners: [],
  partner: null,
  switching: false,
  ended: false,
};

const isNonEmptyObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;

/** ROLE-ADMIN: isAdmin is true when the admin call succeeds with a non-empty object. */
export function adminFromResponse(response: unknown): { isAdmin: boolean; partners: Partner[] } {
  if (!isNonEmptyObject(response) || response.success !== true) return { isAdmin: false, partners: [] };
  const data = response.data;
  if (!isNonEmptyObject(data)) return { isAdmin: false, partners: [] };
  const list = Array.isArray(data.spPortalList) ? (data.spPortalList as Partner[]) : [];
  return { isAdmin: true, partners: list };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'user/start':
      return { ...state, loading: true };
    case 'user/done': {
      const { success, data, resultCode } = action.result;
      if (!success) return signedOut(state, resultCode ?? null, !!action.ended);
      return { ...state, loading: false, checked: true, isLogin: true, user: data, failureCode: null };
    }
    case 'user/error':
      return signedOut(state, action.code);
    case 'userInfo/stored':
      return { ...state, userInfo: action.userInfo };
    case 'admin/done':
      return { ...state, ...adminFromResponse(action.response) };
    case 'admin/error':
      return { ...state, isAdmin: false, partners: [] };
    case 'partner/done':
      return { ...state, partner: action.partner };
    case 'partner/error':
      return { ...state, partner: null };
    case 'switch/start':
      return { ...state, switching: true };
    case 'switch/end':
      return { ...state, switching: false };
    case 'reset':
      return { ...initialSessionState, userInfo: action.userInfo };
    case 'signed-out':
      // Known to be signed out (not "unknown"): guards send to login instead of asking the server again.
      // An ended session stays ended: a later refused call finds the token already forgotten and
      // cannot tell; only signing out of a live session clears it.
      return {
        ...initialSessionState,
        checked: true,
        ended: !!action.ended || (state.ended && !state.isLogin),
      };
    default:
      return state;
  }
}

function signedOut(state: SessionState, failureCode: string | null, ended = false): SessionState {
  return {
    ...initialSessionState,
    checked: true,
    failureCode,
    switching: state.switching,
    ended: state.ended || ended,
  };
}
