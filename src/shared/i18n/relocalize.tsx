import { cloneElement, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useLocale } from './use-locale';

/**
 * Renders its element again on a language change. Route elements are made once, so React would
 * skip them on a render from above; a fresh copy of the element is not skipped, and the page and
 * everything it renders take the new language while keeping their state.
 */
export function Relocalize({ children }: { children: ReactNode }) {
  useLocale();
  return isValidElement(children) ? cloneElement(children as ReactElement) : children;
}

/** Every route's element wrapped in Relocalize. */
export function relocalizeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(route.element ? { element: <Relocalize>{route.element}</Relocalize> } : {}),
    ...(route.children ? { children: relocalizeRoutes(route.children) } : {}),
  })) as RouteObject[];
}
