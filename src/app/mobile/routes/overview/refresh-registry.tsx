import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';

type Refresh = () => Promise<unknown>;

interface Registry {
  register: (refresh: Refresh) => () => void;
  refreshAll: () => Promise<void>;
}

const RefreshContext = createContext<Registry | null>(null);

/** Pull-to-refresh reloads every block: each block registers how it reloads itself. */
export function RefreshRegistry({ children }: { children: ReactNode }) {
  const refreshers = useRef(new Set<Refresh>());
  const register = useCallback((refresh: Refresh) => {
    refreshers.current.add(refresh);
    return () => {
      refreshers.current.delete(refresh);
    };
  }, []);
  const refreshAll = useCallback(async () => {
    // One failing block must not stop the others, nor the pull indicator.
    await Promise.allSettled([...refreshers.current].map((refresh) => refresh()));
  }, []);
  const value = useMemo(() => ({ register, refreshAll }), [register, refreshAll]);
  return <RefreshContext.Provider value={value}>{children}</RefreshContext.Provider>;
}

export function useRegisterRefresh(refresh: Refresh): void {
  const registry = useContext(RefreshContext);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => registry?.register(() => latest.current()), [registry]);
}

export function useRefreshAll(): () => Promise<void> {
  const registry = useContext(RefreshContext);
  return registry?.refreshAll ?? (() => Promise.resolve());
}
