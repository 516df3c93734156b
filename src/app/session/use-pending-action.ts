import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a double click, or a second submit while the
 * first is in flight, is ignored. `pending` drives the disabled/loading state of the button.
 */
export function usePendingAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const [pending, setPending] = useState(false);

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending };
}
