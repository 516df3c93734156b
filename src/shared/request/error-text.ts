import { ResultCode } from '@contract/shared/result-codes';
import { messageForCode } from '@/shared/errors/catalogue';
import { isApiError } from './api-error';

/** Codes whose server message says exactly what to fix (contract/df/, contract/staff-user/). */
const SPECIFIC: readonly string[] = [
  ResultCode.ILLEGAL_PARAMETERS,
  ResultCode.STATUS_NOT_ALLOWED,
  ResultCode.AMOUNT_EXCEEDS_LIMIT,
  // A limit's 429 says which limit and when to try again (claims per hour, proof bytes per day).
  ResultCode.TRY_AGAIN,
];

/**
 * What to tell the user about a failed staff call or claim submission: the server's own message
 * for bad input, a refused move or an amount over the limit ("it is now Approved", "exceeds the
 * remaining budget (...)"); the catalogue text for everything else.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return messageForCode(null);
  return SPECIFIC.includes(error.code) && error.serverMessage ? error.serverMessage : error.message;
}
