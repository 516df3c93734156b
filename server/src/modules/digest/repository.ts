import type { Queryable } from '@server/db/database';

/** A user the weekly digest goes to: a partner user who has not turned it off. */
export interface DigestRecipient {
  userId: string;
  email: string;
  givenName: string;
  partnerId: string;
  partnerName: string;
  /** The recipient's kept language (docs/i18n.md); null: English. */
  locale: string | null;
}

export interface CountryWeek {
  country: string;
  volume: number;
  txnCount: number;
  previousVolume: number;
  previousTxnCount: number;
}

const RECIPIENT = `SELECT u.id AS "userId", u.email, u.given_name AS "givenName", u.partner_id AS "partnerId",
    p.name AS "partnerName", u.locale
  FROM users u JOIN partners p ON p.id = u.partner_id
  WHERE u.role = 'PARTNER' AND u.weekly_digest AND NOT u.disabled`;

/** Who gets the digest, and the week's figures per country (the daily figures, DATA-STAMP). */
function recipientsAndFigures(db: Queryable) {
  return {
    async recipients(): Promise<DigestRecipient[]> {
      return db.query<DigestRecipient>(`${RECIPIENT} ORDER BY u.id`);
    },

    /** The recipient, or null once they turned the digest off (or the account was disabled). */
    async recipient(userId: string): Promise<DigestRecipient | null> {
      const rows = await db.query<DigestRecipient>(`${RECIPIENT} AND u.id = $1`, [userId]);
      return rows[0] ?? null;
    },

    /**
     * Each country's volume and transactions in [from, middle) (the week before) and
     * [middle, to) (last week); days are 'YYYY-MM-DD'.
     */
    async countryWeeks(partnerId: string, from: string, middle: string, to: string): Promise<CountryWeek[]> {
      const rows = await db.query<{
        country: string;
        volume: string;
        txn_count: string;
        previous_volume: string;
        previous_txn_count: string;
      }>(
        `SELECT country,
           coalesce(sum(volume_usd) FILTER (WHERE day >= $3::date), 0) AS volume,
           coalesce(sum(txn_count) FILTER (WHERE day >= $3::date), 0) AS txn_count,
           coalesce(sum(volume_usd) FILTER (WHERE day < $3::date), 0) AS previous_volume,
           coalesce(sum(txn_count) FILTER (WHERE day < $3::date), 0) AS previous_txn_count
         FROM partner_daily_figures
         WHERE partner_id = $1 AND day >= $2::date AND day < $4::date
         GROUP BY country ORDER BY country`,
        [partnerId, from, middle, to],
      );
      return rows.map((row) => ({
        country: row.country,
        volume: Number(row.volume),
        txnCount: Number(row.txn_count),
        previousVolume: Number(row.previous_volume),
        previousTxnCount: Number(row.previous_txn_count),
      }));
    },

    /** The partner's volume per day in [from, to), every day present (0 without figures). */
    async dailyVolumes(
      partnerId: string,
      from: string,
      to: string,
    ): Promise<Array<{ day: string; volume: number }>> {
      const rows = await db.query<{ day: string; volume: string }>(
        `SELECT d::date::text AS day, coalesce(sum(f.volume_usd), 0) AS volume
         FROM generate_series($2::date, $3::date - 1, interval '1 day') d
         LEFT JOIN partner_daily_figures f ON f.partner_id = $1 AND f.day = d::date
         GROUP BY d ORDER BY d`,
        [partnerId, from, to],
      );
      return rows.map((row) => ({ day: row.day, volume: Number(row.volume) }));
    },
  };
}

/** The user's choice and the one-click unsubscribe tokens (hashed at rest). */
function choiceAndTokens(db: Queryable) {
  return {
    async settings(userId: string): Promise<{ weeklyDigest: boolean; eligible: boolean } | null> {
      const rows = await db.query<{ weekly_digest: boolean; eligible: boolean }>(
        `SELECT weekly_digest, (role = 'PARTNER' AND partner_id IS NOT NULL) AS eligible FROM users WHERE id = $1`,
        [userId],
      );
      return rows[0] ? { weeklyDigest: rows[0].weekly_digest, eligible: rows[0].eligible } : null;
    },

    async setWeeklyDigest(userId: string, on: boolean): Promise<void> {
      await db.query(`UPDATE users SET weekly_digest = $2 WHERE id = $1`, [userId, on]);
    },

    async addToken(tokenHash: string, userId: string, now: Date): Promise<void> {
      await db.query(`INSERT INTO digest_unsubscribe (token_hash, user_id, created_at) VALUES ($1, $2, $3)`, [
        tokenHash,
        userId,
        now,
      ]);
    },

    /** The token's holder when it is known and issued after `notBefore`; null otherwise. */
    async tokenHolder(
      tokenHash: string,
      notBefore: Date,
    ): Promise<{ email: string; usedAt: Date | null } | null> {
      const rows = await db.query<{ email: string; usedAt: Date | null }>(
        `SELECT u.email, t.used_at AS "usedAt"
         FROM digest_unsubscribe t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.created_at >= $2`,
        [tokenHash, notBefore],
      );
      return rows[0] ?? null;
    },

    /**
     * Turns the token holder's digest off (the first use's time is kept, so a second use, or a mail
     * client's automatic one, changes nothing more). False for an unknown or outdated token.
     */
    async unsubscribe(tokenHash: string, notBefore: Date, now: Date): Promise<boolean> {
      const rows = await db.query(
        `WITH t AS (
           UPDATE digest_unsubscribe SET used_at = coalesce(used_at, $3)
           WHERE token_hash = $1 AND created_at >= $2
           RETURNING user_id)
         UPDATE users SET weekly_digest = false FROM t WHERE users.id = t.user_id RETURNING users.id`,
        [tokenHash, notBefore, now],
      );
      return rows.length > 0;
    },

    /** Tokens issued before `before` no longer work: their rows go. */
    async forgetTokens(before: Date): Promise<void> {
      await db.query(`DELETE FROM digest_unsubscribe WHERE created_at < $1`, [before]);
    },
  };
}

export function digestRepository(db: Queryable) {
  return { ...recipientsAndFigures(db), ...choiceAndTokens(db) };
}
