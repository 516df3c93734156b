import { fetchAdminAccount, fetchDefaultPartner, fetchUserInfo, fetchUserParameter } from './api';

type Calls = {
  user: ReturnType<typeof fetchUserInfo>;
  admin: ReturnType<typeof fetchAdminAccount>;
  parameter: ReturnType<typeof fetchUserParameter>;
  partner: ReturnType<typeof fetchDefaultPartner>;
};

let early: Partial<Calls> = {};
/** Which start the answers belong to: a forget (or a newer start) drops the follow-ups of an older one. */
let run = 0;

/**
 * Starts the session check's calls as soon as the app's first chunk runs (create-app.tsx, with a
 * session token, on a signed-in landing), instead of after the tree has downloaded and rendered
 * its guard: on a slow network that was a second later on desktop (README "Quality gates"). The
 * current user first, then, when it is signed in, the three calls that follow it, as the session
 * store would. The store's first load takes these answers (takeEarly); every later load asks anew.
 */
export function startEarlySessionCheck(): void {
  const mine = ++run;
  const user = fetchUserInfo();
  early = { user };
  // Attached before the store's own wait on the same answer, so when the store goes on (having
  // taken the user call meanwhile or not), the three calls are already on their way.
  void user.then((result) => {
    if (run !== mine || !result.success || !result.data) return;
    early.admin = fetchAdminAccount();
    early.parameter = fetchUserParameter();
    early.partner = fetchDefaultPartner();
    // Answered by whoever takes them; one left untaken must not report an unhandled failure.
    for (const call of [early.admin, early.parameter, early.partner]) call.catch(() => undefined);
  });
}

/** The early call of this name, once; undefined when none was started (or it was taken). */
export function takeEarly<K extends keyof Calls>(name: K): Calls[K] | undefined {
  const call = early[name];
  delete early[name];
  return call;
}

/** Forgets untaken answers (the app unmounts, or the session changes before the store took them). */
export function forgetEarlySessionCheck(): void {
  run += 1;
  early = {};
}
