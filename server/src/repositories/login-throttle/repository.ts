import type { Queryable } from '@server/db/database';
import type { Reservation } from '@server/security/login-throttle';
import {
  FREE_ACCOUNT_FAILURES,
  FREE_SIGN_IN_ATTEMPTS,
  KNOWN_ADDRESS_DAYS,
  MAX_DELAY_SECONDS,
  MAX_RESET_MAILS,
  WINDOW_MS,
} from '@server/security/login-throttle';

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** Seconds until the pair's next allowed attempt (at least 1). */
async function waitOf(
  db: Queryable,
  scope: 'sign-in' | 'reset-mail' | 'account' | 'address',
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

/**
 * Reserves one attempt of a key (scope, email, ip) with growing waits: `free` attempts without a
 * wait, then 1 s, 2 s, 4 s ... up to MAX_DELAY_SECONDS; a key quiet for WINDOW_MS starts afresh.
 * One atomic INSERT ... ON CONFLICT DO UPDATE ... WHERE, so parallel attempts each see the others.
 */
async function reserveWithDelay(
  db: Queryable,
  key: { scope: 'sign-in' | 'account'; email: string; ip: string },
  now: Date,
  free: number,
): Promise<Reservation & { count?: number }> {
  const newCount = `CASE WHEN t.last_at < $5 THEN 1 ELSE t.count + 1 END`;
  const rows = await db.query<{ count: number }>(
    `INSERT INTO login_throttle AS t (scope, email, ip, count, window_start, last_at, next_allowed_at)
     VALUES ($1, $2, $3, 1, $4, $4, $4)
     ON CONFLICT (scope, email, ip) DO UPDATE SET
       count = ${newCount},
       window_start = CASE WHEN t.last_at < $5 THEN $4 ELSE t.window_start END,
       last_at = $4,
       next_allowed_at = $4::timestamptz + make_interval(secs => CASE
         WHEN ${newCount} < $6 THEN 0
         ELSE LEAST($7::float8, power(2, (${newCount}) - $6)) END)
     WHERE t.next_allowed_at <= $4 OR t.last_at < $5
     RETURNING count`,
    [key.scope, key.email, key.ip, now, new Date(now.getTime() - WINDOW_MS), free, MAX_DELAY_SECONDS],
  );
  if (rows.length > 0) return { allowed: true, count: rows[0].count };
  return { allowed: false, retryAfterSeconds: await waitOf(db, key.scope, key.email, key.ip, now) };
}

/** Sign-in attempts: reserved before the password is checked, cleared by a success. */
function signInQueries(db: Queryable) {
  return {
    reserveSignIn(email: string, ip: string, now: Date): Promise<Reservation> {
      return reserveWithDelay(db, { scope: 'sign-in', email, ip }, now, FREE_SIGN_IN_ATTEMPTS);
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
      await db.query(`DELETE FROM login_throttle WHERE scope IN ('sign-in', 'account') AND email = $1`, [
        email,
      ]);
    },
  };
}

/** Failed sign-ins per account from every address (ip ''), and the owner's mail about them. */
function accountQueries(db: Queryable) {
  return {
    /** Reserved like a pair's attempt (counted as failed until it succeeds), with its count. */
    reserveAccount(email: string, now: Date): Promise<Reservation & { count?: number }> {
      return reserveWithDelay(db, { scope: 'account', email, ip: '' }, now, FREE_ACCOUNT_FAILURES);
    },

    /** A success gives its reservation back: the next attempt needs no wait. */
    async releaseAccount(email: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE login_throttle SET count = GREATEST(count - 1, 0), next_allowed_at = $2
         WHERE scope = 'account' AND email = $1 AND ip = ''`,
        [email, now],
      );
    },

    /**
     * True once per lockout window (a run of failures without WINDOW_MS of quiet): claims the
     * owner's mail in one atomic UPDATE ... WHERE, so parallel attempts and processes send one.
     */
    async claimOwnerMail(email: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE login_throttle SET owner_mailed_at = $2
         WHERE scope = 'account' AND email = $1 AND ip = ''
           AND (owner_mailed_at IS NULL OR owner_mailed_at < window_start)
         RETURNING 1`,
        [email, now],
      );
      return rows.length > 0;
    },
  };
}

/** Failed sign-ins per address (email ''), in fixed windows of WINDOW_MS. */
function addressQueries(db: Queryable) {
  return {
    /**
     * Takes one of the address's `max` places for failures, or refuses with the wait until its
     * window ends. One atomic INSERT ... ON CONFLICT DO UPDATE ... WHERE: parallel attempts never
     * take more than `max` places together.
     */
    async reserveAddress(ip: string, now: Date, max: number): Promise<Reservation> {
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      const rows = await db.query(
        `INSERT INTO login_throttle AS t (scope, email, ip, count, window_start, last_at, next_allowed_at)
         VALUES ('address', '', $1, 1, $2, $2, $2::timestamptz + make_interval(secs => $5::float8))
         ON CONFLICT (scope, email, ip) DO UPDATE SET
           count = CASE WHEN t.window_start <= $3 THEN 1 ELSE t.count + 1 END,
           window_start = CASE WHEN t.window_start <= $3 THEN $2 ELSE t.window_start END,
           last_at = $2,
           next_allowed_at = CASE WHEN t.window_start <= $3 THEN $2 ELSE t.window_start END
             + make_interval(secs => $5::float8)
         WHERE t.window_start <= $3 OR t.count < $4
         RETURNING 1`,
        [ip, now, windowStart, max, WINDOW_MS / 1000],
      );
      if (rows.length > 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: await waitOf(db, 'address', '', ip, now) };
    },

    /** A correct password gives the place back: only failures count. */
    async releaseAddress(ip: string): Promise<void> {
      await db.query(
        `UPDATE login_throttle SET count = GREATEST(count - 1, 0) WHERE scope = 'address' AND email = '' AND ip = $1`,
        [ip],
      );
    },
  };
}

/** Addresses each account signed in (or reset its password) from within KNOWN_ADDRESS_DAYS. */
function knownAddressQueries(db: Queryable) {
  return {
    async isKnownAddress(userId: string, ip: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM sign_in_known_address WHERE user_id = $1 AND ip = $2 AND last_at > $3`,
        [userId, ip, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000)],
      );
      return rows.length > 0;
    },

    async rememberAddress(userId: string, ip: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO sign_in_known_address (user_id, ip, last_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, ip) DO UPDATE SET last_at = EXCLUDED.last_at`,
        [userId, ip, now],
      );
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
    /** Rows of pairs quiet for a day carry no limit any more; known addresses expire. */
    async prune(now: Date): Promise<void> {
      await db.query(`DELETE FROM login_throttle WHERE last_at < $1`, [new Date(now.getTime() - 86_400_000)]);
      await db.query(`DELETE FROM sign_in_known_address WHERE last_at < $1`, [
        new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000),
      ]);
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
  return {
    ...signInQueries(db),
    ...accountQueries(db),
    ...addressQueries(db),
    ...knownAddressQueries(db),
    ...resetMailQueries(db),
  };
}

export type LoginThrottleRepository = ReturnType<typeof loginThrottleRepository>;

/**
 * SQL: true when the user aliased `u` must wait before their next sign-in from some address, as of
 * the timestamp parameter `nowParam` (user management's list shows and filters by it).
 */
export const signInLockedSql = (nowParam: string) =>
  `EXISTS (SELECT 1 FROM login_throttle t WHERE t.scope IN ('sign-in', 'account') AND t.email = lower(u.email)
     AND t.next_allowed_at > ${nowParam}::timestamptz)`;
