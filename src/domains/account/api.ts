import {
  KEEP_ALIVE_PATH,
  REVOKE_OTHER_SESSIONS_PATH,
  SESSION_STATUS_PATH,
  SIGN_IN_SUMMARY_PATH,
  UPDATE_PROFILE_PATH,
} from '@contract/account-management';
import type {
  RevokeOtherSessionsResponse,
  SessionTimingResponse,
  SignInSummaryResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@contract/account-management';
import { REVOKE_SESSION_PATH, SESSIONS_PATH } from '@contract/auth';
import type { SessionsResponse } from '@contract/auth';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/account/updateProfile.json — own given and family name
export const updateProfile = (request: UpdateProfileRequest) =>
  apiPost<UpdateProfileResponse>(UPDATE_PROFILE_PATH, request, { silent: true });

// POST /api/spportal/account/signInSummary.json — last sign-in before this session, last failure
export const fetchSignInSummary = () =>
  apiPost<SignInSummaryResponse>(SIGN_IN_SUMMARY_PATH, {}, { silent: true });

// POST /api/spportal/auth/sessions.json — the user's active sessions
export const fetchSessions = () => apiPost<SessionsResponse>(SESSIONS_PATH, {}, { silent: true });

// POST /api/spportal/auth/revokeSession.json — signs out one of the user's sessions
export const revokeSession = (sessionId: string) =>
  apiPost(REVOKE_SESSION_PATH, { sessionId }, { silent: true });

// POST /api/spportal/auth/revokeOtherSessions.json — signs out every other session
export const revokeOtherSessions = () =>
  apiPost<RevokeOtherSessionsResponse>(REVOKE_OTHER_SESSIONS_PATH, {}, { silent: true });

// POST /api/spportal/auth/sessionStatus.json — time left, without counting as activity
export const fetchSessionStatus = () =>
  apiPost<SessionTimingResponse>(SESSION_STATUS_PATH, {}, { silent: true });

// POST /api/spportal/auth/keepAlive.json — "stay signed in": restarts the idle clock
export const keepAlive = () => apiPost<SessionTimingResponse>(KEEP_ALIVE_PATH, {}, { silent: true });
