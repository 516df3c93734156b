import type { Queryable } from '@server/db/database';
import type { PasswordLinkPurpose } from '@contract/auth/schemas';

/** A link a token still unlocks, and what it is for. */
type OpenLink = { id: string; userId: string; purpose: PasswordLinkPurpose };

/**
 * Password links (`password_resets`, tokens stored hashed) and the writes of a reset. Users,
 * partners and sessions otherwise go through the app-wide repositories (server/src/repositories/).
 */
export function passwordLinksRepository(db: Queryable) {
  return {
    /** Stores a single-use password link (a reset, or staff user management's invitation). */
    async insertPasswordLink(link: {
      id: string;
      tokenHash: string;
      userId: string;
      createdAt: Date;
      expiresAt: Date;
      purpose?: PasswordLinkPurpose; // a new account's first password, or a reset (the default)
    }): Promise<void> {
      await db.query(
        `INSERT INTO password_resets (id, token_hash, user_id, created_at, expires_at, purpose)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [link.id, link.tokenHash, link.userId, link.createdAt, link.expiresAt, link.purpose ?? 'reset'],
      );
    },

    /** The link a token hash still unlocks (not used, not expired), or undefined. */
    async openLink(tokenHash: string, now: Date): Promise<OpenLink | undefined> {
      return (
        await db.query<OpenLink>(
          `SELECT id, user_id AS "userId", purpose FROM password_resets
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
          [tokenHash, now],
        )
      )[0];
    },

    /** Marks the link used; false when another use claimed it first. */
    async claimLink(id: string, now: Date): Promise<boolean> {
      const claimed = await db.query(
        `UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id`,
        [id, now],
      );
      return claimed.length > 0;
    },

    /**
     * A new password, by a reset or a change: every open link of the user stops working (one asked
     * for before would still set a password of its holder's choosing) and every session ends (the
     * caller empties the session cache afterwards). Run inside the caller's transaction.
     */
    async replacePassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.query(`UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
        now,
      ]);
      await db.query(`UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1`, [
        userId,
        passwordHash,
        now,
      ]);
      await db.query(`UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [
        userId,
        now,
      ]);
    },

    async userContact(userId: string): Promise<{ email: string; partnerId: string | null } | null> {
      const rows = await db.query<{ email: string; partnerId: string | null }>(
        `SELECT email, partner_id AS "partnerId" FROM users WHERE id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /** The device and address of one of the user's sessions (for the log), or undefined. */
    async sessionDevice(
      sessionId: string,
      userId: string,
    ): Promise<{ userAgent: string | null; ip: string | null } | undefined> {
      const [target] = await db.query<{ userAgent: string | null; ip: string | null }>(
        `SELECT user_agent AS "userAgent", ip FROM sessions WHERE id = $1 AND user_id = $2`,
        [sessionId, userId],
      );
      return target;
    },
  };
}

export type PasswordLinksRepository = ReturnType<typeof passwordLinksRepository>;
