import { NOT_FOUND_CODE } from '@contract/shared/constants';
import { isApiError } from '@/shared/request/api-error';

/** The server answers an unknown id (or another partner's) with one code; the page shows "not found". */
export const isNotFoundError = (error: unknown): boolean =>
  isApiError(error) && error.code === NOT_FOUND_CODE;
