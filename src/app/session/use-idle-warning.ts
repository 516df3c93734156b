import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchSessionStatus, keepAlive } from '@/domains/account-management/api';
import { broadcastSession, idlePlan, sessionChannel } from '@/domains/session/idle-plan';
import type { SessionBroadcast } from '@/domains/session/idle-plan';
import { useSession } from '@/domains/session/session-context';
import { loginHref } from './login-redirect';
import type { Platform } from './login-redirect';

/**
 * The idle time-out warning. The server is the source of truth: the watch asks how long the
 * session has left (a question that is not activity), waits until the warning time, asks again
 * (another tab or a request may have kept the session alive), then counts down. At zero it asks
 * once more; the server's "session timeout" answer sends the user to login with that notice.
 * Tabs agree through a BroadcastChannel: "stay signed in" in one closes the others' dialogs, and
 * signing out in one signs out all.
 */
export interface IdleWarningState {
  /** Seconds until sign-out while the warning shows; null when no warning is due. */
  secondsLeft: number | null;
  staySignedIn: () => Promise<void>;
  signOutNow: () => Promise<void>;
}

export function useIdleWarning(platform: Platform): IdleWarningState {
  // The declarative router gives a new navigate on every page change; the watch must not restart
  // (and ask the server again) each time, so it reads the latest through a ref.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { signOut, markSignedOut } = useSession();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  // False once the screen has gone (unmount, or the app left in a host): a check whose answer
  // arrives after that must not start a new timer, which would keep the whole unmounted app, its
  // router among it, alive and asking the server forever.
  const watching = useRef(false);

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    if (ticker.current) clearInterval(ticker.current);
    timer.current = null;
    ticker.current = null;
  };

  const check = useCallback(async () => {
    stop();
    let status;
    try {
      status = await fetchSessionStatus();
    } catch {
      // A session answer already went to login (the request client); a network failure retries soon.
      if (watching.current) timer.current = setTimeout(() => void check(), 30_000);
      return;
    }
    if (!watching.current) return;
    const plan = idlePlan(status.remainingSeconds, status.warningSeconds);
    if (plan.kind === 'wait') {
      setSecondsLeft(null);
      timer.current = setTimeout(() => void check(), plan.ms);
    } else if (plan.kind === 'warn') {
      const endsAt = Date.now() + plan.seconds * 1000;
      setSecondsLeft(plan.seconds);
      ticker.current = setInterval(() => {
        const left = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
        setSecondsLeft(left);
        if (left === 0) void check();
      }, 1000);
    } else {
      setSecondsLeft(null);
      timer.current = setTimeout(() => void check(), 1000);
    }
  }, []);

  useEffect(() => {
    watching.current = true;
    void check();
    const onMessage = (event: MessageEvent<SessionBroadcast>) => {
      if (event.data?.type === 'alive') void check();
      if (event.data?.type === 'signed-out') {
        stop();
        setSecondsLeft(null);
        markSignedOut();
        navigateRef.current(loginHref(platform, null, 'signed-out'), { replace: true });
      }
    };
    const channel = sessionChannel();
    channel?.addEventListener('message', onMessage);
    return () => {
      watching.current = false;
      stop();
      channel?.removeEventListener('message', onMessage);
    };
  }, [check, markSignedOut, platform]);

  const staySignedIn = async () => {
    try {
      await keepAlive();
      broadcastSession({ type: 'alive' });
    } finally {
      await check();
    }
  };

  const signOutNow = async () => {
    stop();
    setSecondsLeft(null);
    await signOut(() => navigate(loginHref(platform, null, 'signed-out'), { replace: true }));
  };

  return { secondsLeft, staySignedIn, signOutNow };
}
