import type { Queryable } from '@server/db/database';
import type { Reservation } from '@server/security/login-throttle';
import {
  FREE_SIGN_IN_ATTEMPTS,
  MAX_DELAY_SECONDS,
  MAX_RESET_MAILS,
  WINDOW_MS,
} from '@server/security/login-throttle';

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** Seconds until the pair's next allowed attempt (at least 1). */
async function waitOf(
  db: Queryable,
  scope: 'sign-in' | 'reset-mail',
  email: string,
  ip: string,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ nextAllowedAt: Date }>(
    `SELECT next_allowed_at AS "nextAllowedAt" FROM login_throttle WHERE scope = $1 AND email = $2 AND ip = $3`,
    [scope, email, ip],
  );
  return rows[0] ? secondsUntil(rows[0].nextAllowedAt, now) : 1;
}

/** Sign-in attempts: reserved before the password is checked, cleared by a success. */
function signInQueries(db: Queryable) {
  const newCount = `CASE WHEN t.last_at < $4 THEN 1 ELSE t.count + 1 END`;
  return {
    async reserveSignIn(email: string, ip: string, now: Date): Promise<Reservation> {
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      const rows = await db.query<{ count: number }>(
        `INSERT INTO login_throttle AS t (scope, email, ip, count, window_start, last_at, next_allowed_at)
         VALUES ('sign-in', $1, $2, 1, $3, $3, $3)
         ON CONFLICT (scope, email, ip) DO UPDATE SET
           count = ${newCount},
           window_start = CASE WHEN t.last_at < $4 THEN $3 ELSE t.window_start END,
           last_at = $3,
           next_allowed_at = $3::timestamptz + make_interval(secs => CASE
             WHEN ${newCount} < $5 THEN 0
             ELSE LEAST($6::float8, power(2, (${newCount}) - $5)) END)
         WHERE t.next_allowed_at <= $3 OR t.last_at < $4
         RETURNING count`,
        [email, ip, now, windowStart, FREE_SIGN_IN_ATTEMPTS, MAX_DELAY_SECONDS],
      );
      if (rows.length > 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: await waitOf(db, 'sign-in', email, ip, now) };
    },

    /**
     * True for the first refused attempt of the pair's current wait, false for every later one
     * (also when another process marked it first): one atomic UPDATE ... WHERE claims the wait.
     * A new wait (after the next allowed attempt fails) has another end, so it is claimed anew.
     */
    async firstRefusalOfWait(email: string, ip: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE login_throttle SET refusal_recorded_until = next_allowed_at
         WHERE scope = 'sign-in' AND email = $1 AND ip = $2 AND next_allowed_at > $3
           AND refusal_recorded_until IS DISTINCT FROM next_allowed_at
         RETURNING 1`,
        [email, ip, now],
      );
      return rows.length > 0;
    },

    /** A correct password: this pair starts again from zero. */
    async clearSignIn(email: string, ip: string): Promise<void> {
      await db.query(`DELETE FROM login_throttle WHERE scope = 'sign-in' AND email = $1 AND ip = $2`, [
        email,
        ip,
      ]);
    },

    /** A password reset proves the mailbox: every address's sign-in wait for this email ends. */
    async clearAllSignIn(email: string): Promise<void> {
      await db.query(`DELETE FROM login_throttle WHERE scope = 'sign-in' AND email = $1`, [email]);
    },
  };
}

/** Reset mails per pair, and the daily clean-up. */
function resetMailQueries(db: Queryable) {
  return {
    async reserveResetMail(email: string, ip: string, now: Date): Promise<Reservation> {
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      const rows = await db.query<{ count: number }>(
        `INSERT INTO login_throttle AS t (scope, email, ip, count, window_start, last_at, next_allowed_at)
         VALUES ('reset-mail', $1, $2, 1, $3, $3, $3)
         ON CONFLICT (scope, email, ip) DO UPDATE SET
           count = CASE WHEN t.window_start < $4 THEN 1 ELSE t.count + 1 END,
           window_start = CASE WHEN t.window_start < $4 THEN $3 ELSE t.window_start END,
           last_at = $3,
           next_allowed_at = CASE
             WHEN t.window_start >= $4 AND t.count + 1 >= $5 THEN t.window_start + make_interval(secs => $6::float8)
             ELSE $3::timestamptz END
         WHERE t.window_start < $4 OR t.count < $5
         RETURNING count`,
        [email, ip, now, windowStart, MAX_RESET_MAILS, WINDOW_MS / 1000],
      );
      if (rows.length > 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: await waitOf(db, 'reset-mail', email, ip, now) };
    },
    /** Rows of pairs quiet for a day carry no limit any more. */
    async prune(now: Date): Promise<void> {
      await db.query(`DELETE FROM login_throttle WHERE last_at < $1`, [new Date(now.getTime() - 86_400_000)]);
    },
  };
}

/**
 * Limits per (normalised email, address) pair, whether or not an account exists (no
 * enumeration). A sign-in attempt is reserved, and counted as a failure, in one atomic
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE before the password is checked; a success clears the
 * pair. So parallel guesses cannot pass the gate together, and an attacker at one address slows
 * only that address: the real user signing in from elsewhere is not locked out.
 */
export function loginThrottleRepository(db: Queryable) {
  return { ...signInQueries(db), ...resetMailQueries(db) };
}

export type LoginThrottleRepository = ReturnType<typeof loginThrottleRepository>;

/**
 * SQL: true when the user aliased `u` must wait before their next sign-in from some address, as of
 * the timestamp parameter `nowParam` (user management's list shows and filters by it).
 */
export const signInLockedSql = (nowParam: string) =>
  `EXISTS (SELECT 1 FROM login_throttle t WHERE t.scope = 'sign-in' AND t.email = lower(u.email)
     AND t.next_allowed_at > ${nowParam}::timestamptz)`;
