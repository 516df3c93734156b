/**
 * Stands in for ahooks' `useRequest/src/utils/cacheSubscribe` in the build (webpack.config.ts,
 * NormalModuleReplacementPlugin); same exports, plus `clearCacheSubscriptions`.
 *
 * ahooks subscribes a `cacheKey` request during render (useCreation) and unsubscribes only the last
 * subscription on unmount. A render React throws away (Suspense, a concurrent render) leaves its
 * listener in the module-level list, and through it the component's whole fiber tree and DOM: each
 * mount of the portal in a host stayed alive. The app empties the list when it unmounts
 * (src/create-app.tsx); every listener in it belongs to this app's bundle.
 */
type Listener = (data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

export function trigger(key: string, data: unknown): void {
  listeners.get(key)?.forEach((listener) => listener(data));
}

export function subscribe(key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return function unsubscribe() {
    const current = listeners.get(key);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) listeners.delete(key);
  };
}

/** Drops every subscription (the app's unmount: no component of it is alive any more). */
export function clearCacheSubscriptions(): void {
  listeners.clear();
}

/** How many listeners are subscribed (tests). */
export function subscriptionCount(): number {
  let count = 0;
  listeners.forEach((set) => (count += set.size));
  return count;
}
