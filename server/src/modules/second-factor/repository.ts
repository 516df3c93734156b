import type { Queryable } from '@server/db/database';
import { newId } from '@server/security/tokens';

export interface FactorRow {
  secret: string;
  enabledAt: Date | null;
  lastStep: number | null;
}

export interface ChallengeRow {
  id: string;
  userId: string;
  step: 'VERIFY' | 'ENROL';
  attempts: number;
}

/** The user's secret, the replay guard and the account's obligation to have one. */
function factorQueries(db: Queryable) {
  return {
    async factor(userId: string): Promise<FactorRow | null> {
      const rows = await db.query<{ secret: string; enabledAt: Date | null; lastStep: string | null }>(
        `SELECT secret, enabled_at AS "enabledAt", last_step AS "lastStep"
         FROM user_second_factor WHERE user_id = $1`,
        [userId],
      );
      const row = rows[0];
      return row ? { ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) } : null;
    },

    /** A new secret to enrol with, unless one is enabled already (then nothing changes). */
    async startEnrolment(userId: string, secret: string, now: Date): Promise<string | null> {
      const rows = await db.query<{ secret: string }>(
        `INSERT INTO user_second_factor (user_id, secret, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at,
           last_step = NULL
         WHERE user_second_factor.enabled_at IS NULL
         RETURNING secret`,
        [userId, secret, now],
      );
      return rows[0]?.secret ?? null;
    },

    /** The enrolment is confirmed by its first code (whose step then counts as used). */
    async enable(userId: string, step: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE user_second_factor SET enabled_at = $2, last_step = $3
         WHERE user_id = $1 AND enabled_at IS NULL RETURNING 1`,
        [userId, now, step],
      );
      return rows.length > 0;
    },

    /** Takes the step for this sign-in; false when it (or a later one) was taken before: a replay. */
    async claimStep(userId: string, step: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE user_second_factor SET last_step = $2
         WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING 1`,
        [userId, step],
      );
      return rows.length > 0;
    },

    /** Off: the secret, the recovery codes and the remembered devices go. */
    async remove(userId: string): Promise<void> {
      await db.query(`DELETE FROM user_second_factor WHERE user_id = $1`, [userId]);
      await db.query(`DELETE FROM second_factor_recovery_codes WHERE user_id = $1`, [userId]);
      await db.query(`DELETE FROM second_factor_devices WHERE user_id = $1`, [userId]);
    },

    /** Staff and admins always; partner users when their partner says so. */
    async isRequired(userId: string): Promise<boolean> {
      const rows = await db.query<{ required: boolean }>(
        `SELECT (u.role <> 'PARTNER' OR COALESCE(p.require_second_factor, false)) AS required
         FROM users u LEFT JOIN partners p ON p.id = u.partner_id WHERE u.id = $1`,
        [userId],
      );
      return rows[0]?.required ?? false;
    },
  };
}

/** Recovery codes (hashes only); each is claimed once. */
function recoveryQueries(db: Queryable) {
  return {
    async replaceRecoveryCodes(userId: string, hashes: string[], now: Date): Promise<void> {
      await db.query(`DELETE FROM second_factor_recovery_codes WHERE user_id = $1`, [userId]);
      for (const hash of hashes) {
        await db.query(
          `INSERT INTO second_factor_recovery_codes (id, user_id, code_hash, created_at) VALUES ($1, $2, $3, $4)`,
          [newId(), userId, hash, now],
        );
      }
    },

    async claimRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE second_factor_recovery_codes SET used_at = $3
         WHERE id = (SELECT id FROM second_factor_recovery_codes
                     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
           AND used_at IS NULL
         RETURNING 1`,
        [userId, hash, now],
      );
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM second_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
        [userId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

/** Remembered devices: the token's hash, 30 days. */
function deviceQueries(db: Queryable) {
  return {
    async rememberDevice(userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.query(
        `INSERT INTO second_factor_devices (id, token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [newId(), tokenHash, userId, now, expiresAt],
      );
    },

    async isRemembered(userId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM second_factor_devices WHERE user_id = $1 AND token_hash = $2 AND expires_at > $3`,
        [userId, tokenHash, now],
      );
      return rows.length > 0;
    },

    async rememberedDevices(userId: string, now: Date): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM second_factor_devices WHERE user_id = $1 AND expires_at > $2`,
        [userId, now],
      );
      return rows[0]?.n ?? 0;
    },

    async forgetDevices(userId: string): Promise<void> {
      await db.query(`DELETE FROM second_factor_devices WHERE user_id = $1`, [userId]);
    },
  };
}

/** The step between a correct password and a session: single use, minutes, a few codes. */
function challengeQueries(db: Queryable) {
  return {
    async insertChallenge(row: {
      tokenHash: string;
      userId: string;
      step: 'VERIFY' | 'ENROL';
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO second_factor_challenges (id, token_hash, user_id, step, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [newId(), row.tokenHash, row.userId, row.step, row.now, row.expiresAt],
      );
    },

    /** Counts one code attempt on an open challenge; null when it is over (used, expired, spent). */
    async attemptChallenge(tokenHash: string, now: Date, maxAttempts: number): Promise<ChallengeRow | null> {
      const rows = await db.query<ChallengeRow>(
        `UPDATE second_factor_challenges SET attempts = attempts + 1
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3
         RETURNING id, user_id AS "userId", step, attempts`,
        [tokenHash, now, maxAttempts],
      );
      return rows[0] ?? null;
    },

    /** The open challenge without counting an attempt (showing the enrolment). */
    async openChallenge(tokenHash: string, now: Date, maxAttempts: number): Promise<ChallengeRow | null> {
      const rows = await db.query<ChallengeRow>(
        `SELECT id, user_id AS "userId", step, attempts FROM second_factor_challenges
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3`,
        [tokenHash, now, maxAttempts],
      );
      return rows[0] ?? null;
    },

    async closeChallenge(id: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE second_factor_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING 1`,
        [id, now],
      );
      return rows.length > 0;
    },

    async prune(now: Date): Promise<void> {
      await db.query(`DELETE FROM second_factor_challenges WHERE expires_at < $1`, [
        new Date(now.getTime() - 86_400_000),
      ]);
      await db.query(`DELETE FROM second_factor_devices WHERE expires_at < $1`, [now]);
    },
  };
}

/** Partners' obligation, as the staff set it on /iboss/configuration. */
function partnerQueries(db: Queryable) {
  return {
    async partnerFactors(): Promise<Array<{ partnerId: string; name: string; required: boolean }>> {
      return db.query(
        `SELECT id AS "partnerId", name, require_second_factor AS required FROM partners ORDER BY name`,
      );
    },
    async setPartnerRequired(partnerId: string, required: boolean): Promise<boolean | null> {
      const before = await db.query<{ required: boolean }>(
        `SELECT require_second_factor AS required FROM partners WHERE id = $1`,
        [partnerId],
      );
      if (!before[0]) return null;
      await db.query(`UPDATE partners SET require_second_factor = $2 WHERE id = $1`, [partnerId, required]);
      return before[0].required !== required;
    },
  };
}

/** Everything the second factor stores (docs/security.md, "Second factor"). */
export function secondFactorRepository(db: Queryable) {
  return {
    ...factorQueries(db),
    ...recoveryQueries(db),
    ...deviceQueries(db),
    ...challengeQueries(db),
    ...partnerQueries(db),
  };
}

export type SecondFactorRepository = ReturnType<typeof secondFactorRepository>;
