import { useRequest } from '@/shared/request/use-request';
import { useState } from 'react';
import type { SessionEntry } from '@contract/auth/schemas';
import { describeUserAgent } from '@contract/shared/user-agent';
import type { DeviceDescription } from '@contract/shared/user-agent';
import { isApiError } from '@/shared/request/api-error';
import {
  fetchDigestSettings,
  fetchSessions,
  fetchSignInSummary,
  revokeOtherSessions,
  revokeSession,
  updateDigestSettings,
} from './api';

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

/**
 * The weekly digest switch: the saved choice, and a change that shows at once and goes back when
 * the server refuses it (`failed` then says so).
 */
export function useWeeklyDigest() {
  const request = useRequest(fetchDigestSettings);
  const [chosen, setChosen] = useState<boolean | null>(null);
  // The server's last answer to a change (the loaded setting until the first one).
  const [saved, setSaved] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = async (on: boolean) => {
    setChosen(on);
    setSaving(true);
    setFailed(false);
    try {
      const answer = await updateDigestSettings(on);
      setSaved(answer.data.weeklyDigest);
      setChosen(null);
    } catch {
      setChosen(null);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return {
    loading: request.loading && !request.data,
    loadError: !!request.error && !request.data,
    retry: request.refresh,
    eligible: request.data?.data.eligible ?? false,
    on: chosen ?? saved ?? request.data?.data.weeklyDigest ?? false,
    saving,
    failed,
    set,
  };
}
