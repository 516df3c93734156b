import type { Queryable } from '../../db/database';

export const WINDOW_MS = 15 * 60_000;
/** More than this many failed sign-ins for one account within the window are refused. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Reset mails per email address within the window. */
export const MAX_RESET_REQUESTS_PER_EMAIL = 3;

/** Counters per normalised email, whether or not an account exists (no enumeration). */
export function attempts(db: Queryable) {
  const count = async (table: 'login_failures' | 'reset_requests', email: string, now: Date) => {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE email = $1 AND at > $2`,
      [email, new Date(now.getTime() - WINDOW_MS)],
    );
    return rows[0]?.n ?? 0;
  };
  return {
    failures: (email: string, now: Date) => count('login_failures', email, now),
    resetRequests: (email: string, now: Date) => count('reset_requests', email, now),
    async addFailure(email: string, now: Date) {
      await db.query(`INSERT INTO login_failures (email, at) VALUES ($1, $2)`, [email, now]);
    },
    async clearFailures(email: string) {
      await db.query(`DELETE FROM login_failures WHERE email = $1`, [email]);
    },
    async addResetRequest(email: string, now: Date) {
      await db.query(`INSERT INTO reset_requests (email, at) VALUES ($1, $2)`, [email, now]);
    },
  };
}
