import { useRequest } from '@/shared/request/use-request';
import { useState } from 'react';
import type { SessionEntry } from '@contract/auth/schemas';
import { describeUserAgent } from '@contract/shared/user-agent';
import type { DeviceDescription } from '@contract/shared/user-agent';
import { isApiError } from '@/shared/request/api-error';
import { fetchSessions, fetchSignInSummary, revokeOtherSessions, revokeSession } from './api';

export interface SessionRow extends SessionEntry {
  device: DeviceDescription;
}

/** The user's sessions, this device first, each with browser and system read from its agent. */
export function useSessions() {
  const request = useRequest(fetchSessions, { refreshOnWindowFocus: true });
  const rows: SessionRow[] = (request.data?.sessionList ?? [])
    .map((entry) => ({ ...entry, device: describeUserAgent(entry.userAgent) }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  return { ...request, rows };
}

export function useSignInSummary() {
  return useRequest(fetchSignInSummary);
}

/**
 * Signing out one session or every other one: which is running, and the last failure's message.
 * `after` reloads the list.
 */
export function useRevoke(after: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(key);
    setError(null);
    try {
      await call();
      after();
      return true;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    error,
    revokeOne: (sessionId: string) => run(sessionId, () => revokeSession(sessionId)),
    revokeOthers: () => run('others', revokeOtherSessions),
  };
}
