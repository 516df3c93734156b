import { ResultCode } from '@contract/shared/result-codes';
import { isApiError } from '@/shared/request/api-error';

/**
 * The server refused a document call for this user (510871002, e.g. an account without a current
 * partner): retrying cannot help, so the screens say whom to ask instead of offering a retry.
 */
export const isNoAuthority = (error: unknown): boolean =>
  isApiError(error) && error.code === ResultCode.NO_AUTHORITY;
