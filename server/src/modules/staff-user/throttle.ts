import type { Queryable } from '../../db/database';
import { MAX_FAILURES_PER_ACCOUNT, WINDOW_MS } from '../auth/attempts';

/**
 * The sign-in throttle as user management sees it. Kept in one place so a change to how sign-ins
 * are throttled (modules/auth/attempts.ts) only needs these two functions adapted.
 */

/** SQL: true when the user `u` is locked out at $n (too many recent failed sign-ins). */
export const lockedSql = (nowParam: string) =>
  `((SELECT count(*) FROM login_failures f WHERE f.email = lower(u.email)
     AND f.at > ${nowParam}::timestamptz - interval '${WINDOW_MS / 1000} seconds') >= ${MAX_FAILURES_PER_ACCOUNT})`;

/** Unlock: forget every throttle row kept for this email. */
export async function clearSignInThrottle(db: Queryable, email: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE email = lower($1)`, [email]);
}
