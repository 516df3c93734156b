import type { ReactNode } from 'react';
import { SessionContext } from '@/domains/session/session-context';
import type { SessionValue } from '@/domains/session/session-context';

const partner = { id: 'gcash', name: 'GCash', logoUrl: null, brandColor: '#0a5bd6' };

/** A signed-in GCash partner, for tests of routing and mounting that are not about the session. */
export const signedInSession = {
  loading: false,
  checked: true,
  isLogin: true,
  user: { userId: 'u-1', email: 'ops@gcash.demo', role: 'PARTNER' },
  failureCode: null,
  userInfo: null,
  isAdmin: false,
  partners: [partner],
  partner,
  switching: false,
  ended: false,
  generation: 0,
  email: 'ops@gcash.demo',
  load: async () => undefined,
  refresh: async () => undefined,
  switchPartner: async () => undefined,
  signOut: async () => undefined,
  reset: () => undefined,
  markSignedOut: () => undefined,
  markLeaving: () => undefined,
  isLeaving: () => false,
  hasEnded: () => false,
} as unknown as SessionValue;

/**
 * Stands in for the app's SessionProvider (jest.mock of app/session/session-provider); `value`
 * changes parts of the session (a test of a partner switch passes another `generation`).
 */
export function SignedInSessionProvider({
  children,
  value,
}: {
  children: ReactNode;
  value?: Partial<SessionValue>;
}) {
  return (
    <SessionContext.Provider value={value ? { ...signedInSession, ...value } : signedInSession}>
      {children}
    </SessionContext.Provider>
  );
}
