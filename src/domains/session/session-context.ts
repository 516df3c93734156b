import { createContext, useContext } from 'react';
import type { SessionState } from './session-reducer';

export interface SessionValue extends SessionState {
  /** Bumped after a partner switch: screens keyed on it remount and load the new partner's data. */
  generation: number;
  /** Email of the signed-in user (monitoring, menus); null when unknown. */
  email: string | null;
  /** Loads current user, then profile, admin list and current partner. Concurrent calls share one load. */
  load: () => Promise<void>;
  /** Forgets every cached response and loads the session again. */
  refresh: () => Promise<void>;
  switchPartner: (partnerId: string) => Promise<void>;
  /**
   * Signs out on the server (best effort) and forgets the session locally; `beforeForget` runs in
   * between (navigate away from the protected screens there).
   */
  signOut: (beforeForget?: () => unknown) => Promise<void>;
  /** Forgets the local session; the next guard asks the server again (after sign-in). */
  reset: () => void;
  /**
   * Forgets the local session, known to be over (expiry, password change): no server call.
   * `ended` when the server ended it (expired or revoked), so the login page says why.
   */
  markSignedOut: (ended?: boolean) => void;
  /** The session is being ended on purpose; session-code failures until the next sign-in are expected. */
  markLeaving: () => void;
  isLeaving: () => boolean;
  /**
   * The server ended the session (expired or revoked) and nobody has signed in since. Read at once
   * (not at the next render), so every refused call of the same moment agrees on the notice.
   */
  hasEnded: () => boolean;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; components under SessionProvider only. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
