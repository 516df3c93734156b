import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/** LIMIT-PREFETCH: a link prefetches its route's chunk after the pointer rests on it this long. */
export const LINK_PREFETCH_DELAY_MS = 50;

export interface PrefetchHandle {
  preload?: () => Promise<unknown>;
}

export type Prefetch = (path: string) => void;

/** Loads the chunks of every route that would render `path` (routes carry `handle.preload`). */
export function prefetcherFor(routes: RouteObject[]): Prefetch {
  return (path) => {
    for (const match of matchRoutes(routes, path) ?? []) {
      const handle = match.route.handle as PrefetchHandle | undefined;
      handle?.preload?.().catch(() => undefined);
    }
  };
}

export const PrefetchContext = createContext<Prefetch>(() => undefined);
export const usePrefetch = (): Prefetch => useContext(PrefetchContext);
