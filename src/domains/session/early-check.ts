import { fetchAdminAccount, fetchDefaultPartner, fetchUserInfo, fetchUserParameter } from './api';

type Calls = {
  user: ReturnType<typeof fetchUserInfo>;
  admin: ReturnType<typeof fetchAdminAccount>;
  parameter: ReturnType<typeof fetchUserParameter>;
  partner: ReturnType<typeof fetchDefaultPartner>;
};

let early: Partial<Calls> = {};

/**
 * Starts the session check's calls as soon as the app's first chunk runs (create-app.tsx, with a
 * session token, on a signed-in landing), instead of after the tree has downloaded and rendered
 * its guard: on a slow network that was a second later on desktop (README "Quality gates"). The
 * current user first, then, when it is signed in, the three calls that follow it, as the session
 * store would. The store's first load takes these answers (takeEarly); every later load asks anew.
 */
export function startEarlySessionCheck(): void {
  const user = fetchUserInfo();
  early = { user };
  void user.then((result) => {
    if (early.user !== user || !result.success || !result.data) return;
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
  early = {};
}
