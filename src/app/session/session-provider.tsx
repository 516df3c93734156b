import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SessionContext } from '@/domains/session/session-context';
import { useSessionStore } from '@/domains/session/use-session-store';
import { setFailureHandler, setSessionExpiredHandler } from '@/shared/request/client';
import { readSessionToken } from '@/shared/request/session-token';
import { dropDraftsOfOthers, saveDrafts } from '@/shared/storage/form-drafts';
import { loginHref } from './login-redirect';
import type { Platform } from './login-redirect';
import type { ApiError } from '@/shared/request/api-error';
import { NotifierRegistryContext } from './notifier-context';
import type { Notify } from './notifier-context';
import { followSavedLanguage } from '@/domains/session/language';

interface SessionProviderProps {
  platform: Platform;
  children: ReactNode;
  /** Shows a failed call's message; tests pass their own, the trees pass `loadNotifier`. */
  notify?: Notify;
  /**
   * Loads the tree's kit notifier (antd message / antd-mobile Toast), given by the tree's root so
   * this provider imports neither tree (each sits in its tree's own chunk). It loads and mounts at
   * the first failure, which waits for it: its code (the kit's message and notification, about
   * 11 KiB on desktop) is not part of a first load that goes well (budgets.json).
   */
  loadNotifier?: () => Promise<{ default: ComponentType }>;
}

/** Failures kept while the notifier loads; the kit shows three at a time anyway. */
const MAX_WAITING = 5;

const isAuthPath = (pathname: string) => /(^|\/)auth(\/|$)/.test(pathname);

/**
 * Session state for one route tree, plus the request client's two handlers: failures are shown
 * with the platform's kit, and an expired session goes to this tree's login with a return path.
 * Must sit inside the router (it navigates within the router's basename).
 */
export function SessionProvider({ platform, children, notify, loadNotifier }: SessionProviderProps) {
  const session = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const registered = useRef<Notify | null>(null);
  const userId = useRef<string | null>(null);
  userId.current = session.user?.userId ?? null;
  // Another user signed in on this tab: the drafts the previous one left are not theirs to see.
  useEffect(() => {
    if (userId.current) dropDraftsOfOthers(userId.current);
  }, [session.user?.userId]);
  // The signed-in user's saved language (docs/i18n.md).
  const savedLocale = session.user ? (session.user.locale ?? null) : undefined;
  useEffect(() => {
    if (savedLocale !== undefined) followSavedLanguage(savedLocale);
  }, [session.user?.userId, savedLocale]);
  const { markSignedOut, isLeaving, hasEnded } = session;

  const waiting = useRef<ApiError[]>([]);
  const [Notifier, setNotifier] = useState<ComponentType | null>(null);
  const notifierLoading = useRef(false);

  const wantNotifier = useCallback(() => {
    if (!loadNotifier || notifierLoading.current) return;
    notifierLoading.current = true;
    loadNotifier().then(
      (module) => setNotifier(() => module.default),
      () => {
        // Offline, most likely: what failed meanwhile is stale by the time the code can arrive, and
        // each block shows its own error. The next failure tries the download again.
        notifierLoading.current = false;
        waiting.current = [];
      },
    );
  }, [loadNotifier]);

  const register = useCallback((next: Notify) => {
    registered.current = next;
    for (const error of waiting.current.splice(0)) next(error);
    return () => {
      if (registered.current === next) registered.current = null;
    };
  }, []);

  useEffect(
    () =>
      setFailureHandler((error) => {
        // Signing out: the old screens' last calls fail with the session code; nothing to tell.
        if (isLeaving()) return;
        const show = notify ?? registered.current;
        if (show) {
          show(error);
          return;
        }
        // The notifier's code is still loading (or about to): it shows these when it registers.
        if (waiting.current.length < MAX_WAITING) waiting.current.push(error);
        wantNotifier();
      }),
    [notify, isLeaving, wantNotifier],
  );

  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        const { pathname, search } = here.current;
        // ROUTE-AUTH: /auth pages skip the session-expiry check.
        if (isAuthPath(pathname) || isLeaving()) return;
        // A token was sent and refused: the session expired or was revoked, and the login page says
        // so. Read before markSignedOut, which forgets the token. A second call refused at the same
        // moment finds the token gone: the session store still knows it ended.
        const notice = readSessionToken() || hasEnded() ? 'session-expired' : undefined;
        // Open forms keep what was typed, restored after signing in again here (use-form-draft).
        if (userId.current) saveDrafts(userId.current, pathname);
        markSignedOut(notice === 'session-expired');
        const tree: Platform = pathname.includes('/iboss') ? 'desktop' : platform;
        navigate(loginHref(tree, `${pathname}${search}`, notice), { replace: true });
      }),
    [navigate, platform, markSignedOut, isLeaving, hasEnded],
  );

  return (
    <SessionContext.Provider value={session}>
      <NotifierRegistryContext.Provider value={register}>
        {!notify && Notifier && <Notifier />}
        {children}
      </NotifierRegistryContext.Provider>
    </SessionContext.Provider>
  );
}
