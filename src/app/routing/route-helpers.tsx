import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import type { PrefetchHandle } from './prefetch-context';

/** A route whose page is its own lazy chunk; the chunk can be prefetched by links (handle.preload). */
export function lazyRoute(
  path: string,
  load: () => Promise<{ default: ComponentType<object> }>,
  chunk: string,
  wrap?: (page: React.ReactElement) => React.ReactElement,
): RouteObject {
  const Page = lazyPage(load, chunk);
  const handle: PrefetchHandle = { preload: Page.preload };
  return { path, element: wrap ? wrap(<Page />) : <Page />, handle };
}
