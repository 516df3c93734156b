import { forgetPrimedReads, primeReads } from '@/shared/request/primed-reads';
import type { WireAnswer } from '@/shared/request/primed-reads';
import { accessFor } from './access';
import { fetchAdminAccount, fetchDefaultPartner, fetchUserInfo, fetchUserParameter } from './api';

/** Which start the answers belong to: a forget (or a newer start) drops the follow-ups of an older one. */
let run = 0;

/** Who the current-user answer says is signed in: a partner's user, staff, or nobody. */
function signedInAs(answer: WireAnswer): 'partner' | 'staff' | null {
  if (!('body' in answer) || !answer.body || typeof answer.body !== 'object') return null;
  const envelope = answer.body as { success?: unknown; data?: { role?: unknown } | null };
  if (envelope.success !== true || !envelope.data) return null;
  return accessFor({ user: { role: String(envelope.data.role) } }).staffOnly ? 'staff' : 'partner';
}

/**
 * Starts the session check's calls as soon as the app's first chunk runs (create-app.tsx, with a
 * session token, on a signed-in landing), instead of after the tree has downloaded and rendered
 * its guard: on a slow network that was a second later on desktop (docs/quality-gates.md). The
 * current user first, then, when it is signed in, the three calls that follow it, as the session
 * store would, and `whenSignedIn` (the landing page's first reads); for staff, the profile only. The answers are held as primed
 * reads: the store makes the same calls as always and gets them, once; every later load asks anew.
 */
export function startEarlySessionCheck(whenSignedIn: () => void = () => undefined): void {
  const mine = ++run;
  const [user] = primeReads(fetchUserInfo);
  if (!user) return;
  // Held before the store asks for the user, so when it goes on (having taken the user's answer
  // meanwhile or not), the three calls are already on their way.
  void user.then((answer) => {
    const who = signedInAs(answer);
    if (run !== mine || !who) return;
    // Staff have no partner: the store asks only for the profile, and the partner landing, which
    // sends them to the staff area (ROUTE-STAFF), would only have its reads refused.
    if (who === 'staff') {
      primeReads(() => void fetchUserParameter());
      return;
    }
    primeReads(() => {
      void fetchAdminAccount();
      void fetchUserParameter();
      void fetchDefaultPartner();
    });
    whenSignedIn();
  });
}

/** Forgets untaken answers (the app unmounts, or the session changes before the store took them). */
export function forgetEarlySessionCheck(): void {
  run += 1;
  forgetPrimedReads();
}
