import { ACCOUNT_MANAGEMENT_API } from '@contract/account-management/constants';
import type {
  RevokeOtherSessionsResponse,
  SessionTimingResponse,
  SignInSummaryResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@contract/account-management/schemas';
import { AUTH_API } from '@contract/auth/constants';
import type { SessionsResponse } from '@contract/auth/schemas';
import { DIGEST_API } from '@contract/digest/constants';
import type { DigestSettingsResponse, DigestUpdateRequest } from '@contract/digest/schemas';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/account/updateProfile.json — own given and family name
export const updateProfile = (request: UpdateProfileRequest) =>
  apiPost<UpdateProfileResponse>(ACCOUNT_MANAGEMENT_API.updateProfile, request, { silent: true });

// POST /api/spportal/account/signInSummary.json — last sign-in before this session, last failure
export const fetchSignInSummary = () =>
  apiPost<SignInSummaryResponse>(ACCOUNT_MANAGEMENT_API.signInSummary, {}, { silent: true });

// POST /api/spportal/auth/sessions.json — the user's active sessions
export const fetchSessions = () => apiPost<SessionsResponse>(AUTH_API.sessions, {}, { silent: true });

// POST /api/spportal/auth/revokeSession.json — signs out one of the user's sessions
export const revokeSession = (sessionId: string) =>
  apiPost(AUTH_API.revokeSession, { sessionId }, { silent: true });

// POST /api/spportal/auth/revokeOtherSessions.json — signs out every other session
export const revokeOtherSessions = () =>
  apiPost<RevokeOtherSessionsResponse>(AUTH_API.revokeOtherSessions, {}, { silent: true });

// POST /api/spportal/auth/sessionStatus.json — time left, without counting as activity
export const fetchSessionStatus = () =>
  apiPost<SessionTimingResponse>(AUTH_API.sessionStatus, {}, { silent: true });

// POST /api/spportal/auth/keepAlive.json — "stay signed in": restarts the idle clock
export const keepAlive = () => apiPost<SessionTimingResponse>(AUTH_API.keepAlive, {}, { silent: true });

// POST /api/spportal/digest/settings.json — whether the weekly digest mail goes to the user
export const fetchDigestSettings = () =>
  apiPost<DigestSettingsResponse>(DIGEST_API.settings, {}, { silent: true });

// POST /api/spportal/digest/update.json — turns the weekly digest on or off
export const updateDigestSettings = (weeklyDigest: boolean) =>
  apiPost<DigestSettingsResponse>(DIGEST_API.update, { weeklyDigest } satisfies DigestUpdateRequest, {
    silent: true,
  });
