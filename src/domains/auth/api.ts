import { apiPost } from '../../shared/request/client';
import type { LoginResponse } from './types';

// Every auth call is silent: the screens show their errors next to the fields they concern.

/** POST /api/spportal/auth/login.json {email, password}: sets the ctoken cookie. */
export const login = (email: string, password: string) =>
  apiPost<LoginResponse>('/api/spportal/auth/login.json', { email, password }, { silent: true });

/** POST /api/spportal/auth/logout.json: revokes the session. */
export const logout = () => apiPost('/api/spportal/auth/logout.json', {}, { silent: true });

/** POST /api/spportal/auth/forgot.json {email}: same answer whether or not the email exists. */
export const requestPasswordReset = (email: string) =>
  apiPost('/api/spportal/auth/forgot.json', { email }, { silent: true });

/** POST /api/spportal/auth/reset.json {token, newPassword}: single-use token from the mailed link. */
export const resetPassword = (token: string, newPassword: string) =>
  apiPost('/api/spportal/auth/reset.json', { token, newPassword }, { silent: true });

/** POST /api/spportal/auth/change-password.json {currentPassword, newPassword}: revokes other sessions. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPost('/api/spportal/auth/change-password.json', { currentPassword, newPassword }, { silent: true });
