import type { Queryable } from '../../db/database';

/**
 * The sign-in throttle as user management sees it. Kept in one place so a change to how sign-ins
 * are throttled (modules/auth/throttle.ts, table login_throttle) only needs these two adapted.
 */

/** SQL: true when the user `u` must wait at $n before another sign-in from some address. */
export const lockedSql = (nowParam: string) =>
  `EXISTS (SELECT 1 FROM login_throttle t WHERE t.scope = 'sign-in' AND t.email = lower(u.email)
     AND t.next_allowed_at > ${nowParam}::timestamptz)`;

/** Unlock: forget every sign-in throttle row kept for this email, from every address. */
export async function clearSignInThrottle(db: Queryable, email: string): Promise<void> {
  await db.query(`DELETE FROM login_throttle WHERE scope = 'sign-in' AND email = lower($1)`, [email]);
}
