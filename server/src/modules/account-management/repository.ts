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

    /** When the session started, or null when it is gone. */
    async sessionCreatedAt(sessionId: string): Promise<Date | null> {
      const [current] = await db.query<{ createdAt: Date }>(
        `SELECT created_at AS "createdAt" FROM sessions WHERE id = $1`,
        [sessionId],
      );
      return current?.createdAt ?? null;
    },

    /**
     * The user's latest `action` in the operation log (before `before` when given), also the
     * entries recorded by email only (a failed sign-in knows no user id).
     */
    async lastEvent(
      action: string,
      user: { userId: string; email: string },
      before: Date | null,
    ): Promise<{ at: Date; ip: string | null } | null> {
      const rows = await db.query<{ at: Date; ip: string | null }>(
        `SELECT at, ip FROM operation_log
         WHERE action = $1 AND (user_id = $2 OR (user_id IS NULL AND lower(actor_email) = lower($3)))
           AND ($4::timestamptz IS NULL OR at < $4)
         ORDER BY at DESC, id DESC LIMIT 1`,
        [action, user.userId, user.email, before],
      );
      return rows[0] ?? null;
    },
  };
}
