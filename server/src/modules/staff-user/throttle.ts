import type { Queryable } from '@server/db/database';
import { throttle } from '@server/security/login-throttle';

/**
 * The sign-in throttle (security/login-throttle.ts) as user management sees it, in one place so a
 * change to how sign-ins are throttled only needs these two adapted.
 */

/** SQL: true when the user `u` must wait before their next sign-in from some address at $n. */
export const lockedSql = (nowParam: string) =>
  `EXISTS (SELECT 1 FROM login_throttle t WHERE t.scope = 'sign-in' AND t.email = lower(u.email)
     AND t.next_allowed_at > ${nowParam}::timestamptz)`;

/** Unlock: the sign-in wait for this email ends on every address. */
export async function clearSignInThrottle(db: Queryable, email: string): Promise<void> {
  await throttle(db).clearAllSignIn(email.trim().toLowerCase());
}
