import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { titled } from './document-title';
import type { RouteTitle } from './document-title';
import { lazyPage } from './lazy-page';
import type { PrefetchHandle } from './prefetch-context';

export interface LazyRouteOptions {
  /** The browser's title on this route ("Contracts", shown as "Contracts · Partner portal"). */
  title: RouteTitle;
  /** Wraps the page (a guard checking the route's parameters first). */
  wrap?: (page: React.ReactElement) => React.ReactElement;
}

/** A route whose page is its own lazy chunk; the chunk can be prefetched by links (handle.preload). */
export function lazyRoute(
  path: string,
  load: () => Promise<{ default: ComponentType<object> }>,
  chunk: string,
  { title, wrap }: LazyRouteOptions,
): RouteObject {
  const Page = lazyPage(load, chunk);
  const handle: PrefetchHandle = { preload: Page.preload };
  return { path, element: titled(title, wrap ? wrap(<Page />) : <Page />), handle };
}
