import type { LoginResponse } from '../../../contract/auth';
import { apiPost } from '../../shared/request/client';

// Every auth call is silent: the screens show their errors next to the fields they concern.

/** POST /api/spportal/auth/login.json {email, password}: sets the ctoken cookie, returns the user. */
export const login = (email: string, password: string) =>
  apiPost<LoginResponse>('/api/spportal/auth/login.json', { email, password }, { silent: true });

/** POST /api/spportal/auth/logout.json: revokes the session and clears the cookie. */
export const logout = () => apiPost('/api/spportal/auth/logout.json', {}, { silent: true });

/** POST /api/spportal/auth/sendResetEmail.json {email}: the same answer whether or not the email exists. */
export const sendResetEmail = (email: string) =>
  apiPost('/api/spportal/auth/sendResetEmail.json', { email }, { silent: true });

/** POST /api/spportal/auth/resetPassword.json {token, newPassword}: single-use token from the mailed link. */
export const resetPassword = (token: string, newPassword: string) =>
  apiPost('/api/spportal/auth/resetPassword.json', { token, newPassword }, { silent: true });

/** POST /api/spportal/auth/changePassword.json {currentPassword, newPassword}: ends every session. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPost('/api/spportal/auth/changePassword.json', { currentPassword, newPassword }, { silent: true });

/** POST /api/spportal/auth/checkResetToken.json {token}: is the mailed link still usable? Does not use it up. */
export const checkResetToken = (token: string) =>
  apiPost('/api/spportal/auth/checkResetToken.json', { token }, { silent: true });
