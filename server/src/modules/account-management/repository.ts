import type { Queryable } from '@server/db/database';

/**
 * The user's own account: their name, their sessions and their sign-in history. Writes to
 * sessions leave the per-process session cache to the caller (`app.sessionsRepository.forgetCached()`).
 */
export function accountManagementRepository(db: Queryable) {
  return {
    async updateName(userId: string, givenName: string, familyName: string): Promise<void> {
      await db.query(`UPDATE users SET given_name = $2, family_name = $3 WHERE id = $1`, [
        userId,
        givenName,
        familyName,
      ]);
    },

    /**
     * The user's latest sign-in before this session started (any, when the session is gone) and
     * latest failed sign-in, in one statement: each from the operation log, also the entries
     * recorded by email only (a failed sign-in knows no user id).
     */
    async signInSummary(
      user: { userId: string; email: string; sessionId: string },
      actions: { signIn: string; failed: string },
    ): Promise<Record<'lastSignIn' | 'lastFailedSignIn', { at: Date; ip: string | null } | null>> {
      const latest = (alias: string, action: string, before: string) =>
        `LEFT JOIN LATERAL (
           SELECT at, ip FROM operation_log
           WHERE action = ${action} AND (user_id = $1 OR (user_id IS NULL AND lower(actor_email) = lower($2)))
             AND ${before}
           ORDER BY at DESC, id DESC LIMIT 1) AS ${alias} ON true`;
      const [row] = await db.query<{
        signInAt: Date | null;
        signInIp: string | null;
        failedAt: Date | null;
        failedIp: string | null;
      }>(
        `SELECT si.at AS "signInAt", si.ip AS "signInIp", sf.at AS "failedAt", sf.ip AS "failedIp"
         FROM (SELECT max(created_at) AS created_at FROM sessions WHERE id = $3) s
         ${latest('si', '$4', '(s.created_at IS NULL OR at < s.created_at)')}
         ${latest('sf', '$5', 'TRUE')}`,
        [user.userId, user.email, user.sessionId, actions.signIn, actions.failed],
      );
      return {
        lastSignIn: row.signInAt ? { at: row.signInAt, ip: row.signInIp } : null,
        lastFailedSignIn: row.failedAt ? { at: row.failedAt, ip: row.failedIp } : null,
      };
    },
  };
}
