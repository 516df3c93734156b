import { use } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { loadChunk } from '@/app/errors/chunk-load';

export type LazyPage<P extends object> = ((props: P) => ReactElement) & {
  /** Starts loading the page's chunk (link hover, route entry). Safe to call many times. */
  preload: () => Promise<unknown>;
};

/**
 * A route page in its own chunk. Unlike React.lazy, a failed load is forgotten, so the error
 * screen's "Try again" really downloads the chunk again.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
): LazyPage<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;

  const preload = () => {
    pending ??= loadChunk(load, chunk).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Page(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  Page.displayName = `LazyPage(${chunk})`;
  Page.preload = preload;
  return Page;
}
