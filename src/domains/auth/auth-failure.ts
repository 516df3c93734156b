import type { AuthField } from '@contract/auth/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { isApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { defaultMessage } from '@/shared/errors/catalogue';
import { authMessages } from './messages';

export interface AuthFailure {
  /** The form field the message belongs to; null for a message about the whole form. */
  field: AuthField | null;
  message: string;
}

const AUTH_FIELDS: readonly string[] = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'code',
];

/**
 * Where and how an auth screen shows a failed call. The contract makes a failure that names a
 * field carry user-facing text; throttling (Please try again) gets the screen's own wording.
 */
export function authFailure(error: unknown, throttled: string): AuthFailure {
  if (!isApiError(error)) return { field: null, message: defaultMessage() };
  if (error.code === NETWORK_ERROR_CODE) return { field: null, message: authMessages.networkError };
  if (error.code === ResultCode.TRY_AGAIN) return { field: null, message: error.serverMessage || throttled };
  if (error.field && AUTH_FIELDS.includes(error.field)) {
    return { field: error.field as AuthField, message: error.serverMessage || error.message };
  }
  return { field: null, message: error.message };
}
