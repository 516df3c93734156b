import { cloneElement, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useLocale } from './use-locale';

/**
 * A fresh copy of an element and of the elements nested in it as children (a route's page inside
 * its title and guard wrappers): React renders a fresh copy again where it would skip the same one.
 */
function fresh(node: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  const nested = node.props.children;
  if (nested === undefined) return cloneElement(node as ReactElement);
  // Children keep their keys (and so their state): mapped in place, never re-keyed.
  const children = Array.isArray(nested) ? (nested as ReactNode[]).map(fresh) : fresh(nested);
  return cloneElement(node as ReactElement<{ children?: ReactNode }>, { children });
}

/**
 * Renders its element again on a language change. Route elements are made once, so React would
 * skip them on a render from above; fresh copies are not skipped, and the page and everything it
 * renders take the new language while keeping their state.
 */
export function Relocalize({ children }: { children: ReactNode }) {
  useLocale();
  return fresh(children);
}

/** Every route's element wrapped in Relocalize. */
export function relocalizeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(route.element ? { element: <Relocalize>{route.element}</Relocalize> } : {}),
    ...(route.children ? { children: relocalizeRoutes(route.children) } : {}),
  })) as RouteObject[];
}
