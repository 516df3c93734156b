import type { CheckResetTokenResponse, LoginResponse } from '@contract/auth/schemas';
import { apiPost } from '@/shared/request/client';
import { forgetSessionToken, keepSessionToken } from '@/shared/request/session-token';
import { AUTH_API } from '@contract/auth/constants';

// Every auth call is silent: the screens show their errors next to the fields they concern.

/**
 * POST /api/spportal/auth/login.json {email, password}: sets the ctoken cookie and returns the user
 * and the token, which is kept here (src/shared/request/session-token.ts). `sessionKept` is false
 * when this document could not keep it: the next call would be signed out.
 */
export async function login(email: string, password: string) {
  const response = await apiPost<LoginResponse>(AUTH_API.login, { email, password }, { silent: true });
  // A second factor is owed (docs/security.md): no session yet, the step and its pending token.
  if ('secondFactor' in response) return { secondFactor: response.secondFactor };
  return { ...response, sessionKept: keepSessionToken(response.ctoken) };
}

/** POST /api/spportal/auth/logout.json: revokes the session and clears the cookie. */
export async function logout() {
  try {
    return await apiPost(AUTH_API.logout, {}, { silent: true });
  } finally {
    forgetSessionToken();
  }
}

/** POST /api/spportal/auth/sendResetEmail.json {email}: the same answer whether or not the email exists. */
export const sendResetEmail = (email: string) =>
  apiPost(AUTH_API.sendResetEmail, { email }, { silent: true });

/** POST /api/spportal/auth/resetPassword.json {token, newPassword}: single-use token from the mailed link. */
export const resetPassword = (token: string, newPassword: string) =>
  apiPost(AUTH_API.resetPassword, { token, newPassword }, { silent: true });

/** POST /api/spportal/auth/changePassword.json {currentPassword, newPassword}: ends every session. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPost(AUTH_API.changePassword, { currentPassword, newPassword }, { silent: true });

/**
 * POST /api/spportal/auth/checkResetToken.json {token}: is the mailed link still usable, and is it a
 * reset or a new account's first password? Does not use it up.
 */
export const checkResetToken = (token: string) =>
  apiPost<CheckResetTokenResponse>(AUTH_API.checkResetToken, { token }, { silent: true });
