import { useLayoutEffect } from 'react';

/**
 * Takes the page's outline (boot-skeleton.html, in the HTML the server sends a signed-in visitor)
 * out in the commit that draws the app's first screen: the two never show together, and nothing
 * the app draws moves when the outline leaves.
 */
export function RemoveBootSkeleton({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.querySelector('[data-boot-skeleton]')?.remove();
  }, [container]);
  return null;
}
