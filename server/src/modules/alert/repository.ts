import type { AlertRule } from '@contract/alert/schemas';
import type { AlertRuleInput } from '@contract/alert/rules';
import type { NotificationCategory, NotificationLinkType } from '@contract/notification/schemas';
import type { Queryable } from '@server/db/database';

/** The rule's owner: a user and the partner they were on when they set it. */
export interface Owner {
  userId: string;
  partnerId: string;
}

interface RuleRow {
  id: string;
  user_id: string;
  partner_id: string;
  kind: AlertRule['kind'];
  metric: AlertRule['metric'];
  country: string | null;
  period: AlertRule['period'];
  threshold_percent: string | null;
  within_days: number | null;
  document_kind: AlertRule['documentKind'];
  mail: AlertRule['mail'];
  paused: boolean;
  created_at: Date;
  updated_at: Date;
  last_fired_at: Date | null;
  last_reason: string | null;
}

/** A rule as evaluation reads it: with its owner's mail address and partner name. */
export interface ActiveRule extends AlertRule {
  userId: string;
  partnerId: string;
  email: string;
  partnerName: string;
  createdAtDate: Date;
  /** The owner's kept language (docs/i18n.md): their notifications and mails are written in it. */
  locale: string | null;
}

export function toAlertRule(row: RuleRow): AlertRule {
  return {
    ruleId: row.id,
    kind: row.kind,
    metric: row.metric,
    country: row.country,
    period: row.period,
    thresholdPercent: row.threshold_percent === null ? null : Number(row.threshold_percent),
    withinDays: row.within_days,
    documentKind: row.document_kind,
    mail: row.mail,
    paused: row.paused,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastFiredAt: row.last_fired_at ? row.last_fired_at.toISOString() : null,
    lastReason: row.last_reason,
  };
}

const RULE_COLUMNS = `r.id, r.user_id, r.partner_id, r.kind, r.metric, r.country, r.period, r.threshold_percent,
  r.within_days, r.document_kind, r.mail, r.paused, r.created_at, r.updated_at, r.last_fired_at, r.last_reason`;

const fieldParams = (rule: Required<AlertRuleInput>) => [
  rule.kind,
  rule.metric,
  rule.country,
  rule.period,
  rule.thresholdPercent,
  rule.withinDays,
  rule.documentKind,
  rule.mail,
];

/** The owner's own rules: every read and write is scoped to user and partner together. */
function ownerRules(db: Queryable) {
  return {
    async list({ userId, partnerId }: Owner): Promise<AlertRule[]> {
      const rows = await db.query<RuleRow>(
        `SELECT ${RULE_COLUMNS} FROM alert_rules r WHERE r.user_id = $1 AND r.partner_id = $2
         ORDER BY r.created_at, r.id`,
        [userId, partnerId],
      );
      return rows.map(toAlertRule);
    },

    async count({ userId, partnerId }: Owner): Promise<number> {
      const rows = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM alert_rules WHERE user_id = $1 AND partner_id = $2`,
        [userId, partnerId],
      );
      return rows[0].count;
    },

    /** The partner's countries with monthly figures, alphabetical. */
    async countries(partnerId: string): Promise<string[]> {
      const rows = await db.query<{ country: string }>(
        `SELECT DISTINCT country FROM partner_monthly_breakdown WHERE partner_id = $1 ORDER BY country`,
        [partnerId],
      );
      return rows.map((row) => row.country);
    },
  };
}

/** Writes to the owner's own rules, scoped the same way. */
function ownerWrites(db: Queryable) {
  return {
    async insert(id: string, owner: Owner, rule: Required<AlertRuleInput>, now: Date): Promise<AlertRule> {
      const rows = await db.query<RuleRow>(
        `INSERT INTO alert_rules AS r (id, user_id, partner_id, kind, metric, country, period, threshold_percent,
           within_days, document_kind, mail, paused, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, $12, $12)
         RETURNING ${RULE_COLUMNS}`,
        [id, owner.userId, owner.partnerId, ...fieldParams(rule), now],
      );
      return toAlertRule(rows[0]);
    },

    /** null when the rule is not the owner's (unknown, another user's or another partner's). */
    async update(
      ruleId: string,
      owner: Owner,
      rule: Required<AlertRuleInput>,
      now: Date,
    ): Promise<AlertRule | null> {
      const rows = await db.query<RuleRow>(
        `UPDATE alert_rules r SET kind = $4, metric = $5, country = $6, period = $7, threshold_percent = $8,
           within_days = $9, document_kind = $10, mail = $11, updated_at = $12
         WHERE r.id = $1 AND r.user_id = $2 AND r.partner_id = $3
         RETURNING ${RULE_COLUMNS}`,
        [ruleId, owner.userId, owner.partnerId, ...fieldParams(rule), now],
      );
      return rows.length ? toAlertRule(rows[0]) : null;
    },

    async setPaused(ruleId: string, owner: Owner, paused: boolean, now: Date): Promise<AlertRule | null> {
      const rows = await db.query<RuleRow>(
        `UPDATE alert_rules r SET paused = $4, updated_at = $5
         WHERE r.id = $1 AND r.user_id = $2 AND r.partner_id = $3
         RETURNING ${RULE_COLUMNS}`,
        [ruleId, owner.userId, owner.partnerId, paused, now],
      );
      return rows.length ? toAlertRule(rows[0]) : null;
    },

    async get(ruleId: string, owner: Owner): Promise<AlertRule | null> {
      const rows = await db.query<RuleRow>(
        `SELECT ${RULE_COLUMNS} FROM alert_rules r WHERE r.id = $1 AND r.user_id = $2 AND r.partner_id = $3`,
        [ruleId, owner.userId, owner.partnerId],
      );
      return rows.length ? toAlertRule(rows[0]) : null;
    },

    /** false when the rule is not the owner's. Its events go with it; its notifications stay. */
    async remove(ruleId: string, owner: Owner): Promise<boolean> {
      const rows = await db.query(
        `DELETE FROM alert_rules WHERE id = $1 AND user_id = $2 AND partner_id = $3 RETURNING id`,
        [ruleId, owner.userId, owner.partnerId],
      );
      return rows.length > 0;
    },
  };
}

/** Which rules an evaluation looks at: all, a partner's (a change of its data), or named ones. */
export interface RuleScope {
  partnerIds?: readonly string[];
  ruleIds?: readonly string[];
}

/** Period totals as evaluation compares them. */
export interface PeriodTotals {
  start: string;
  days: number;
  volume: number;
  transactions: number;
}

function figureReads(db: Queryable) {
  return {
    /**
     * Unpaused rules in scope whose owner may still see the partner (an enabled user of it, or an
     * admin with it in their list).
     */
    async activeRules(scope: RuleScope): Promise<ActiveRule[]> {
      const rows = await db.query<RuleRow & { email: string; partner_name: string; locale: string | null }>(
        `SELECT ${RULE_COLUMNS}, u.email, p.name AS partner_name, u.locale
         FROM alert_rules r JOIN users u ON u.id = r.user_id JOIN partners p ON p.id = r.partner_id
         WHERE NOT r.paused AND NOT u.disabled
           AND (u.partner_id = r.partner_id
             OR EXISTS (SELECT 1 FROM user_partners up WHERE up.user_id = r.user_id AND up.partner_id = r.partner_id))
           AND ($1::text[] IS NULL OR r.partner_id = ANY ($1::text[]))
           AND ($2::text[] IS NULL OR r.id = ANY ($2::text[]))
         ORDER BY r.created_at, r.id`,
        [scope.partnerIds ?? null, scope.ruleIds ?? null],
      );
      return rows.map((row) => ({
        ...toAlertRule(row),
        userId: row.user_id,
        partnerId: row.partner_id,
        email: row.email,
        partnerName: row.partner_name,
        createdAtDate: row.created_at,
        locale: row.locale,
      }));
    },

    /** The two latest months before `before` ('YYYY-MM-DD', a first day) with figures, newest first. */
    async monthTotals(partnerId: string, country: string | null, before: string): Promise<PeriodTotals[]> {
      return db.query<PeriodTotals>(
        `SELECT to_char(month, 'YYYY-MM-DD') AS start, 1 AS days,
           sum(volume_usd)::float8 AS volume, sum(txn_count)::float8 AS transactions
         FROM partner_monthly_breakdown
         WHERE partner_id = $1 AND ($2::text IS NULL OR country = $2::text) AND month < $3::date
         GROUP BY month ORDER BY month DESC LIMIT 2`,
        [partnerId, country, before],
      );
    },

    /** The week from `start` and the week before it, newest first, with how many days each has figures. */
    async weekTotals(partnerId: string, country: string | null, start: string): Promise<PeriodTotals[]> {
      return db.query<PeriodTotals>(
        `SELECT to_char(CASE WHEN day >= $3::date THEN $3::date ELSE $3::date - 7 END, 'YYYY-MM-DD') AS start,
           count(DISTINCT day)::int AS days,
           sum(volume_usd)::float8 AS volume, sum(txn_count)::float8 AS transactions
         FROM partner_daily_figures
         WHERE partner_id = $1 AND ($2::text IS NULL OR country = $2::text)
           AND day >= $3::date - 7 AND day < $3::date + 7
         GROUP BY 1 ORDER BY 1 DESC`,
        [partnerId, country, start],
      );
    },
  };
}

function itemReads(db: Queryable) {
  return {
    /** The partner's published contracts that expire from `today` up to `until` (both 'YYYY-MM-DD'). */
    async expiringContracts(partnerId: string, today: string, until: string, now: Date) {
      return db.query<{ id: string; title: string; expiry_date: string }>(
        `SELECT d.id, d.title, to_char(d.expiry_date, 'YYYY-MM-DD') AS expiry_date FROM document d
         WHERE d.partner_id = $1 AND d.kind = 'CONTRACT' AND d.status = 'PUBLISHED' AND d.current_version >= 1
           AND (d.published_at IS NULL OR d.published_at <= $4)
           AND d.expiry_date >= $2::date AND d.expiry_date <= $3::date
         ORDER BY d.expiry_date, d.id`,
        [partnerId, today, until, now],
      );
    },

    /** Moves of the partner's claims from one status to another after `since`. */
    async claimMoves(partnerId: string, since: Date, now: Date) {
      return db.query<{
        id: string;
        claim_id: string;
        claim_no: string;
        title: string;
        from_status: string;
        to_status: string;
      }>(
        `SELECT e.id::text AS id, c.id AS claim_id, c.claim_no, c.title, e.from_status, e.to_status
         FROM incentive_claim_events e JOIN incentive_claims c ON c.id = e.claim_id
         WHERE c.partner_id = $1 AND e.at > $2 AND e.at <= $3
           AND e.from_status IS NOT NULL AND e.from_status <> e.to_status
         ORDER BY e.at, e.id`,
        [partnerId, since, now],
      );
    },

    /** Newsletters and QBRs of `kinds` the partner can read, published after `since`. */
    async newDocuments(partnerId: string, kinds: readonly string[], since: Date, now: Date) {
      return db.query<{ id: string; kind: 'NEWSLETTER' | 'QBR'; title: string; period: string | null }>(
        `SELECT d.id, d.kind, d.title, d.period FROM document d
         WHERE d.partner_id = $1 AND d.kind = ANY ($2::text[]) AND d.status = 'PUBLISHED' AND d.current_version >= 1
           AND d.published_at > $3 AND d.published_at <= $4
         ORDER BY d.published_at, d.id`,
        [partnerId, kinds, since, now],
      );
    },
  };
}

/** What a rule fired on, ready for the bell and the mail. */
export interface AlertFiring {
  eventId: string;
  notificationId: string;
  rule: Pick<ActiveRule, 'ruleId' | 'userId' | 'partnerId' | 'mail'>;
  eventKey: string;
  title: string;
  reason: string;
  category: NotificationCategory;
  linkType: NotificationLinkType;
  linkTarget: string | null;
  linkPath: string;
  now: Date;
}

/** A fired alert whose mail is due, with where it goes. */
export interface DueMail {
  id: string;
  email: string;
  userId: string;
  partnerName: string;
  title: string;
  reason: string;
  linkPath: string;
  firedAt: Date;
  /** The recipient's kept language (docs/i18n.md). */
  locale: string | null;
}

function firings(db: Queryable) {
  return {
    /**
     * Records the event, its user's notification and the rule's last firing in one statement; false
     * when the rule has already reported this event (the unique key), so nothing is written twice.
     */
    async record(f: AlertFiring): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `WITH ev AS (
           INSERT INTO alert_events (id, rule_id, event_key, fired_at, title, reason, mail, link_path)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $14)
           ON CONFLICT (rule_id, event_key) DO NOTHING RETURNING id
         ), n AS (
           INSERT INTO notifications (id, partner_id, user_id, title, content, category, link_type, link_target, published_at)
           SELECT $8, $9, $10, $5, $6, $11, $12, $13, $4 FROM ev RETURNING id
         ), r AS (
           UPDATE alert_rules SET last_fired_at = $4, last_reason = $6
           WHERE id = $2 AND EXISTS (SELECT 1 FROM ev) RETURNING id
         )
         SELECT id FROM ev`,
        [
          f.eventId,
          f.rule.ruleId,
          f.eventKey,
          f.now,
          f.title,
          f.reason,
          f.rule.mail,
          f.notificationId,
          f.rule.partnerId,
          f.rule.userId,
          f.category,
          f.linkType,
          f.linkTarget,
          f.linkPath,
        ],
      );
      return rows.length > 0;
    },

    /**
     * Takes the fired alerts whose mail is due (`mail`: IMMEDIATE or DAILY) by stamping them mailed;
     * a second process running at the same time takes none of them (the row lock and the re-checked
     * condition). A failed send gives its rows back with `release`.
     */
    async takeDueMails(mail: 'IMMEDIATE' | 'DAILY', now: Date): Promise<DueMail[]> {
      const rows = await db.query<{
        id: string;
        email: string;
        user_id: string;
        partner_name: string;
        title: string;
        reason: string;
        link_path: string;
        fired_at: Date;
        locale: string | null;
      }>(
        `UPDATE alert_events e SET mailed_at = $2
         FROM alert_rules r JOIN users u ON u.id = r.user_id JOIN partners p ON p.id = r.partner_id
         WHERE r.id = e.rule_id AND e.mail = $1 AND e.mailed_at IS NULL
         RETURNING e.id, u.email, u.id AS user_id, p.name AS partner_name, e.title, e.reason, e.link_path, e.fired_at,
           u.locale`,
        [mail, now],
      );
      return rows
        .map((row) => ({
          id: row.id,
          email: row.email,
          userId: row.user_id,
          partnerName: row.partner_name,
          title: row.title,
          reason: row.reason,
          linkPath: row.link_path,
          firedAt: row.fired_at,
          locale: row.locale,
        }))
        .sort((a, b) => a.firedAt.getTime() - b.firedAt.getTime() || a.id.localeCompare(b.id));
    },
  };
}

function mailReleases(db: Queryable) {
  return {
    /** Gives taken alerts back (their send failed) for the next run. */
    async release(ids: readonly string[]): Promise<void> {
      await db.query(`UPDATE alert_events SET mailed_at = NULL WHERE id = ANY ($1::text[])`, [ids]);
    },
  };
}

export function alertRepository(db: Queryable) {
  return {
    ...ownerRules(db),
    ...ownerWrites(db),
    ...figureReads(db),
    ...itemReads(db),
    ...firings(db),
    ...mailReleases(db),
  };
}

export type AlertRepository = ReturnType<typeof alertRepository>;
