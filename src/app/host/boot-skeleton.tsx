import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * The page's outline (boot-skeleton.html, in the HTML the server sends a signed-in visitor) stays
 * until the app draws a screen, and leaves in the commit that draws it: the two never show
 * together, and nothing the app draws moves when the outline leaves. The app's loading
 * placeholders before a layout (the session check, a layout whose code is on its way) are not
 * screens: while one is on show in the outline's place, the outline stays, and the placeholder
 * draws nothing (BeforeLayout). Before, the outline gave way to the placeholder and the page
 * showed a spinner on white for about 0.6 s on the throttled desktop overview (docs/quality-gates.md).
 */
export interface BootOutline {
  /** Whether the outline is still in the page. */
  isUp: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** A placeholder keeps the outline up until the returned release. */
  hold: () => () => void;
  /** The app's first commit is done: the outline leaves now, or when the last hold is released. */
  firstCommitDone: () => void;
}

export function createBootOutline(container: HTMLElement): BootOutline {
  let holds = 0;
  let committed = false;
  const listeners = new Set<() => void>();
  const element = () => container.querySelector('[data-boot-skeleton]');
  const removeIfFree = () => {
    const outline = element();
    if (!outline || !committed || holds > 0) return;
    outline.remove();
    listeners.forEach((listener) => listener());
  };
  return {
    isUp: () => element() !== null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hold: () => {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        // Not at once: a commit can swap one placeholder for another (a Suspense boundary whose
        // content suspends destroys the content's layout effects before the fallback's run). The
        // check waits for the end of the commit, still before the browser paints.
        queueMicrotask(removeIfFree);
      };
    },
    firstCommitDone: () => {
      committed = true;
      removeIfFree();
    },
  };
}

const BootOutlineContext = createContext<BootOutline | null>(null);
export const BootOutlineProvider = BootOutlineContext.Provider;

const never = () => () => undefined;
const down = () => false;

function useBootOutlineHold(): boolean {
  const outline = useContext(BootOutlineContext);
  const up = useSyncExternalStore(outline?.subscribe ?? never, outline?.isUp ?? down, down);
  useLayoutEffect(() => outline?.hold(), [outline]);
  return up;
}

/**
 * Wraps a loading placeholder drawn where a layout is due (the session check, a layout whose code
 * is on its way): while the outline is up, it stands for the placeholder, which draws nothing, and
 * stays while the placeholder is mounted. A placeholder inside a layout needs no wrapper: the
 * layout is a screen, and the outline leaves in the commit that draws it.
 */
export function BeforeLayout({ children }: { children: ReactNode }) {
  if (useBootOutlineHold()) return null;
  return <>{children}</>;
}

/**
 * Ends the app's first commit for the outline. Rendered as the root's last child, so its layout
 * effect runs after those of every placeholder the first commit mounted.
 */
export function BootOutlineFirstCommit({ outline }: { outline: BootOutline }) {
  useLayoutEffect(() => outline.firstCommitDone(), [outline]);
  return null;
}
