import { use, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { loadChunk } from '@/app/errors/chunk-load';
import { catalogsSettled } from '@/shared/i18n';
import { landingTryFailed, routeLoadsChunk } from './landing-chunks';

export type LazyPage<P extends object> = ((props: P) => ReactElement) & {
  /** Starts loading the page's chunk (link hover, route entry). Safe to call many times. */
  preload: () => Promise<unknown>;
};

/** A promise carrying its outcome in the fields React's use() reads. */
type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * A route page in its own chunk, loaded through loadChunk (its bounded retries). A failed load is
 * kept, like React.lazy keeps it: every render after it throws the same error to the error screen,
 * whose Reload fetches the app anew. Forgetting it made each render start a new download that
 * failed in turn, an endless loop of requests and reports behind the old page.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
): LazyPage<P> {
  let pending: Tracked<ComponentType<P>> | null = null;

  const preload = (): Promise<ComponentType<P>> => {
    if (!pending) {
      routeLoadsChunk(chunk);
      const loading: Tracked<ComponentType<P>> = loadChunk(load, chunk, {
        triedBefore: landingTryFailed(chunk),
      }).then(async (module) => {
        // The page's catalogues in the language shown, so it never flashes English first.
        await catalogsSettled();
        return module.default;
      });
      // The outcome is written on the promise the way React's use() reads it, so a page whose chunk
      // is already here renders at once, and use() is called on every render (calling it only
      // while loading makes React warn that the component changed its hooks).
      loading.status = 'pending';
      loading.then(
        (value) => {
          loading.status = 'fulfilled';
          loading.value = value;
        },
        (reason: unknown) => {
          loading.status = 'rejected';
          loading.reason = reason;
        },
      );
      pending = loading;
    }
    return pending;
  };

  function Page(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  Page.displayName = `LazyPage(${chunk})`;
  Page.preload = preload;
  return Page;
}

/**
 * A dialog in its own chunk (kept out of its screen's first load, budgets.json): `open` loads the
 * chunk first, with `opening` true meanwhile for the button's busy state, then shows it. A failed
 * load still opens it, so the screen's error boundary shows the chunk error and its Reload. `preload`
 * suits the button's hover and focus.
 */
export function useLazyDialog(dialog: Pick<LazyPage<never>, 'preload'>) {
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed');
  const preload = () => void dialog.preload().catch(() => undefined);
  const open = () => {
    setState('opening');
    void dialog
      .preload()
      .catch(() => undefined)
      .finally(() => setState('open'));
  };
  return {
    shown: state === 'open',
    opening: state === 'opening',
    open,
    preload,
    close: () => setState('closed'),
  };
}
