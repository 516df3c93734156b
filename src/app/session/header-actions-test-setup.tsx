import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ACCOUNT_API } from '@contract/account/constants';
import { AUTH_API } from '@contract/auth/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';
import type { Partner } from '@contract/partner/schemas';
import { useSession } from '@/domains/session/session-context';
import { makePartner, makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken, keepSessionToken } from '@/shared/request/session-token';
import { scriptedCall, startMswServer } from '@/test/msw-server';

/**
 * The server both trees' header actions (logo, partner switcher, account menu, bell) talk to, for
 * their tests: an admin signed in on GCash, who may switch to `other`. Call it once at the top of
 * the test file; each test picks the admin's partner list (`adminAccount`) and the switch's answer.
 */
export function headerActionsServer(other: Partner) {
  const calls = {
    currentUser: scriptedCall(ACCOUNT_API.user),
    userParameter: scriptedCall(PARAMETER_API.parameter),
    defaultPartner: scriptedCall(PARTNER_API.defaultPartner),
    adminAccount: scriptedCall(PARTNER_API.adminAccount),
    setPartner: scriptedCall<{ partnerId: string }>(PARTNER_API.setPartner),
    logout: scriptedCall(AUTH_API.logout),
    saveLocale: scriptedCall<{ locale: string }>(ACCOUNT_API.locale),
    // The bell has its own tests; here it only asks for the unread count.
    notificationCount: scriptedCall(NOTIFICATION_API.count),
  };
  startMswServer(...Object.values(calls).map((call) => call.handler));

  const gcash = makePartner({ current: true });
  /** The partner the server holds as current: a switch changes it. */
  let current: Partner = gcash;

  beforeEach(() => {
    // Signed in: the session is loaded only with a token.
    keepSessionToken('t');
    current = gcash;
    calls.currentUser.answer({ data: makeUser({ role: 'ADMIN' }) });
    calls.userParameter.answer({ parameterList: [] });
    calls.defaultPartner.answer(() => ({ webRequest: { partner: current } }));
    calls.logout.answer({});
    calls.saveLocale.answer({});
    calls.notificationCount.answer({ unreadCount: 0 });
  });

  afterEach(() => {
    window.localStorage.clear();
    forgetSessionToken();
  });

  return {
    ...calls,
    gcash,
    /** The switch to `other` succeeds: the server holds it as current and answers a new token. */
    switchSucceeds: () =>
      calls.setPartner.answer(() => {
        current = { ...other, current: true };
        return {
          ctoken: 't2',
          data: { partner: other, user: makeUser({ role: 'ADMIN', partnerId: other.id }) },
        };
      }),
  };
}

/** Loads the session the way the layouts do, then shows the header actions. */
export function SessionLoaded({ children }: { children: ReactNode }) {
  const { load, checked } = useSession();
  useEffect(() => {
    if (!checked) void load();
  }, [checked, load]);
  return <>{children}</>;
}
