import { useRequest as useAhooksRequest } from 'ahooks';
import { isApiError } from './api-error';

/**
 * A failed call is already handled where the user sees it: the screen's error state, and
 * client.ts for session and permission codes. ahooks also writes every failure of `run` to the
 * console unless an onError is given, which inside a host is the host's console and its error
 * monitoring (docs/embedding.md). Only what is not an ApiError, a bug in a
 * service function, is still written there.
 */
function reportUnexpected(error: unknown): void {
  if (!isApiError(error)) console.error(error);
}

type Args = Parameters<typeof useAhooksRequest>;

/** ahooks' useRequest, quiet about the failures the screens show (reportUnexpected). */
export const useRequest = ((service: Args[0], options?: Args[1], plugins?: Args[2]) =>
  useAhooksRequest(service, { onError: reportUnexpected, ...options }, plugins)) as typeof useAhooksRequest;
