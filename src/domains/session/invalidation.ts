import { clearCache } from 'ahooks';
import { useSyncExternalStore } from 'react';
import { whenSessionEnds } from './session-end';

/**
 * Which reads a write changes, declared once per write (a domain's api.ts wraps the call with
 * `declareWrite`): after the write succeeds, every cached answer of the named reads is dropped and
 * every screen showing one of them loads it again. Reads are named by their call path (contract/).
 */
const keysByCall = new Map<string, Set<string>>();
const versionByCall = new Map<string, number>();
const listeners = new Set<() => void>();

/** A read's cache key, so a write can drop it (partnerQueryOptions records every key it makes). */
export function rememberReadKey(call: string, cacheKey: string): void {
  let keys = keysByCall.get(call);
  if (!keys) keysByCall.set(call, (keys = new Set()));
  keys.add(cacheKey);
}

/**
 * Forgets every remembered key. The keys name one user's reads (their partner scope and params):
 * once the session ends (its cache is cleared then) or the app unmounts (qiankun keeps the module),
 * they would only pile up.
 */
export function forgetReadKeys(): void {
  keysByCall.clear();
}

whenSessionEnds(forgetReadKeys);

/** How many read keys are remembered, over every call (tests check that they are forgotten). */
export function rememberedReadKeyCount(): number {
  let count = 0;
  for (const keys of keysByCall.values()) count += keys.size;
  return count;
}

/** Drops the cached answers of these reads and tells the screens that show them to load again. */
export function invalidateReads(calls: readonly string[]): void {
  for (const call of calls) {
    const keys = keysByCall.get(call);
    if (keys?.size) clearCache([...keys]);
    keys?.clear();
    versionByCall.set(call, (versionByCall.get(call) ?? 0) + 1);
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many times a read was invalidated: a hook's refresh dependency. */
export function useReadVersion(call: string): number {
  return useSyncExternalStore(
    subscribe,
    () => versionByCall.get(call) ?? 0,
    () => 0,
  );
}

/** A write that, once it succeeds, invalidates the reads it names. */
export function declareWrite<Args extends unknown[], Result>(
  invalidates: readonly string[],
  write: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const result = await write(...args);
    invalidateReads(invalidates);
    return result;
  };
}
