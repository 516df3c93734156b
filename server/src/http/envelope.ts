import { SUCCESS } from '@contract/shared/result-codes';

/** Success envelope with the call's named payload fields beside the three envelope fields. */
export function ok<P extends object>(payload: P = {} as P) {
  return { success: true as const, resultCode: SUCCESS, resultMessage: 'success', ...payload };
}

/** Failure envelope; the error handler builds these, routes throw AppError instead. */
export function fail(resultCode: string, resultMessage: string, field?: string) {
  return field
    ? { success: false as const, resultCode, resultMessage, field }
    : { success: false as const, resultCode, resultMessage };
}
