import { useSession } from './session-context';
import { CACHE_TIME_MS, FOCUS_REFRESH_MS } from '@/shared/request/request-defaults';
import { rememberReadKey, useReadVersion } from './invalidation';

/**
 * Which partner's figures a cached answer belongs to. The session's generation changes exactly when
 * the current partner changes (the switch clears the cache, reloads the session, then bumps it); the
 * partner id itself arrives after the first render, so keying on it would fetch every block twice.
 */
export function usePartnerScope(): string {
  return `g${useSession().generation}`;
}

/**
 * LIMIT-CACHE options for one partner-scoped read: cache per call and params, 5000 ms focus refresh.
 * `call` is the read's path (contract/<domain>/constants.ts), the name writes invalidate it by.
 */
export function partnerQueryOptions(call: string, scope: string, params?: unknown, version = 0) {
  const cacheKey = `${call}|${scope}|${params === undefined ? '' : JSON.stringify(params)}`;
  rememberReadKey(call, cacheKey);
  return {
    cacheKey,
    cacheTime: CACHE_TIME_MS,
    refreshOnWindowFocus: true,
    focusTimespan: FOCUS_REFRESH_MS,
    refreshDeps: [cacheKey, version],
  };
}

/** The options for this read in this component: the current partner, and loaded again after a write. */
export function usePartnerQueryOptions(call: string, params?: unknown) {
  return partnerQueryOptions(call, usePartnerScope(), params, useReadVersion(call));
}
