import type {
  ClaimStatus,
  DfBudget,
  DfBudgetChange,
  DfClaim,
  DfClaimEvent,
  DfKind,
  DfPartnerClaim,
  DfProgram,
} from '@contract/df/schemas';
import { conditions, pageClause } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import { jsonRows, jsonRowsSql } from '@server/db/json-rows';
import { money } from '@server/http/present';
import { DEFAULT_LOCALE } from '@contract/shared/locale';
import { render } from '@server/i18n/messages';
import type { StoredNotice } from './messages';
import type { BudgetRow, ClaimRow, DfClaimRow, ProgramRow } from './rows';
import { toBudget, toClaim, toDfClaim, toProgram } from './rows';

export interface NewClaim {
  id: string;
  programId: string;
  partnerId: string;
  claimNo: string;
  title: string;
  amount: number;
  currency: string;
  submittedAt: Date;
  activityStart: string;
  activityEnd: string;
  supportingDoc: string;
}

/** A claim's next status and what the move records (null keeps the stored value). */
export interface ClaimMove {
  to: ClaimStatus;
  at: Date;
  approvedAmount: number | null;
  rejectReason: string | null;
  paymentRef: string | null;
  paidOn: string | null;
  paymentProof: string | null;
}

export interface NewProgram {
  id: string;
  partnerId: string;
  kind: DfKind;
  name: string;
  currency: string;
  budget: number;
  periodStart: string;
  periodEnd: string;
  claimDeadline: string;
}

/** One step of a claim's history (incentive_claim_events), as the claim routes and the seed write it. */
export interface ClaimEvent {
  claimId: string;
  at: Date;
  from: ClaimStatus | null;
  to: ClaimStatus;
  amount: number | null;
  note: string | null;
  actorUserId: string | null;
}

export interface PartnerClaimFilter {
  kind?: DfKind;
  status?: ClaimStatus;
  programId?: string;
}

export interface BudgetFilter {
  partnerId?: string;
  year?: number;
  programId?: string;
}

export interface DfClaimFilter {
  partnerId?: string;
  year?: number;
  kind?: DfKind;
  status?: ClaimStatus;
  programId?: string;
  /** Claim number (exact or its start), partner name or activity (part of it); trimmed, not empty. */
  keyword?: string;
  amountMin?: number;
  amountMax?: number;
  /** Only the claims waiting for a decision (the review queue). */
  waitingOnly?: boolean;
}

/** `text` for a LIKE pattern, its own % _ and \ matched literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL for a programme's status on date $n. */
const programStatusSql = (dateParam: string) => `CASE WHEN ${dateParam}::date < p.period_start THEN 'UPCOMING'
  WHEN ${dateParam}::date > p.claim_deadline THEN 'CLOSED' ELSE 'ACTIVE' END`;

/** Columns of ClaimRow, for `FROM incentive_claims c JOIN incentive_programs p`. */
const CLAIM_COLUMNS = `c.id, c.claim_no, c.program_id, c.title, p.kind, c.amount, c.approved_amount,
  c.currency, c.status, c.submitted_at, c.updated_at, c.activity_start, c.activity_end, c.reject_reason,
  c.payment_ref, c.paid_on, c.payment_proof`;

/** The partner's claim list's filters, only those given (db/conditions.ts says why). */
const partnerClaimWhere = (params: unknown[], partnerId: string, filter: PartnerClaimFilter) =>
  conditions(params)
    .add('c.partner_id = $?', partnerId)
    .when(filter.kind, 'p.kind = $?::text')
    .when(filter.status, 'c.status = $?::text')
    .when(filter.programId, 'c.program_id = $?::text')
    .sql();

const DF_CLAIM_COLUMNS = `${CLAIM_COLUMNS}, c.partner_id, pa.name AS partner_name, p.name AS program_name,
    extract(year FROM p.period_start)::int AS year, c.version, c.supporting_doc`;
const DF_CLAIM_FROM = `FROM incentive_claims c
  JOIN incentive_programs p ON p.id = c.program_id
  JOIN partners pa ON pa.id = c.partner_id`;
const DF_CLAIM_SELECT = `SELECT ${DF_CLAIM_COLUMNS} ${DF_CLAIM_FROM}`;

/**
 * The staff claim list's filters, only those given (db/conditions.ts says why). The keyword's
 * claim-number test is a prefix on upper(claim_no), which migration 107's index serves.
 */
const claimWhere = (params: unknown[], filter: DfClaimFilter) => {
  const given = conditions(params)
    .when(filter.partnerId, 'c.partner_id = $?')
    .when(filter.year, 'extract(year FROM p.period_start)::int = $?')
    .when(filter.kind, 'p.kind = $?')
    .when(filter.status, 'c.status = $?')
    .when(filter.programId, 'c.program_id = $?')
    .when(
      filter.keyword === undefined ? undefined : likeLiteral(filter.keyword),
      `(upper(c.claim_no) LIKE upper($?) || '%' OR pa.name ILIKE '%' || $? || '%' OR c.title ILIKE '%' || $? || '%')`,
    )
    .when(filter.amountMin, 'c.amount >= $?')
    .when(filter.amountMax, 'c.amount <= $?')
    .sql();
  // Written out, not a parameter: only then may the planner use the partial index of waiting claims.
  return filter.waitingOnly ? `${given}\n  AND ${WAITING_SQL}` : given;
};

const WAITING_SQL = `c.status IN ('SUBMITTED', 'UNDER_REVIEW')`;

/** ORDER BY of the staff claim list: the review queue oldest first, else waiting first then newest. */
const claimOrder = (waitingOnly: boolean | undefined) =>
  waitingOnly
    ? 'c.submitted_at, c.id'
    : `CASE c.status WHEN 'SUBMITTED' THEN 0 WHEN 'UNDER_REVIEW' THEN 0 WHEN 'APPROVED' THEN 1 ELSE 2 END,
           c.submitted_at DESC, c.id`;

/** The current partner's own programmes and claims (the partner calls). */
function partnerReads(db: Queryable) {
  return {
    /** Newest period first, MDF before TDF; totals per the contract (rejected claims don't count). */
    async partnerPrograms(partnerId: string, today: string): Promise<DfProgram[]> {
      const rows = await db.query<ProgramRow>(
        `SELECT p.id, p.kind, p.name, p.currency, p.budget, p.period_start, p.period_end, p.claim_deadline,
           ${programStatusSql('$2')} AS status,
           coalesce(sum(coalesce(c.approved_amount, c.amount)) FILTER (WHERE c.status <> 'REJECTED'), 0) AS claimed,
           p.committed AS approved,
           coalesce(sum(coalesce(c.approved_amount, c.amount)) FILTER (WHERE c.status = 'PAID'), 0) AS paid
         FROM incentive_programs p
         LEFT JOIN incentive_claims c ON c.program_id = p.id AND c.partner_id = p.partner_id
         WHERE p.partner_id = $1
         GROUP BY p.id
         ORDER BY p.period_start DESC, p.kind, p.id`,
        [partnerId, today],
      );
      return rows.map(toProgram);
    },

    /**
     * The partner's own claims, newest submission first, with the total under the filters: one
     * statement, the page as one JSON value (db/json-rows.ts says why).
     */
    async partnerClaimPage(
      partnerId: string,
      filter: PartnerClaimFilter,
      limit: number,
      offset: number,
    ): Promise<{ total: number; list: DfPartnerClaim[] }> {
      const params: unknown[] = [];
      const where = partnerClaimWhere(params, partnerId, filter);
      const from = 'FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id';
      const select = `SELECT ${CLAIM_COLUMNS} ${from} WHERE ${where}
        ORDER BY c.submitted_at DESC, c.id ${pageClause(params, limit, offset)}`;
      // Every claim has its programme (program_id NOT NULL REFERENCES incentive_programs), so
      // the count needs the join only to filter on the programme's kind.
      const countFrom = filter.kind === undefined ? 'FROM incentive_claims c' : from;
      const [row] = await db.query<{ total: number; list: string }>(
        `SELECT (SELECT count(*)::int ${countFrom} WHERE ${where}) AS total,
           ${jsonRowsSql(select, 'j.submitted_at DESC, j.id')} AS list`,
        params,
      );
      const rows = jsonRows<ClaimRow>(row.list, ['submitted_at', 'updated_at']);
      return { total: row.total, list: rows.map(toClaim) };
    },

    /** A claim as its partner sees it (the claim call's answer). */
    async submittedClaim(claimId: string): Promise<DfPartnerClaim> {
      const rows = await db.query<ClaimRow>(
        `SELECT ${CLAIM_COLUMNS}
         FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id WHERE c.id = $1`,
        [claimId],
      );
      return toClaim(rows[0]);
    },
  };
}

/**
 * Budgets with their figures (every partner's for staff, one programme's for a claim's checks), the
 * partners and the reference rates.
 */
function budgetReads(db: Queryable) {
  return {
    async budgets(filter: BudgetFilter, today: string): Promise<DfBudget[]> {
      const params: unknown[] = [today];
      // Only the filters given (db/conditions.ts says why); each programme's claim sums from its
      // own claims through the (program_id, status) index, not one join of every claim grouped.
      const where = conditions(params)
        .when(filter.partnerId, 'p.partner_id = $?')
        .when(filter.year, 'extract(year FROM p.period_start)::int = $?')
        .when(filter.programId, 'p.id = $?')
        .sql();
      const rows = await db.query<BudgetRow>(
        `SELECT p.id, p.partner_id, pa.name AS partner_name, extract(year FROM p.period_start)::int AS year,
           p.kind, p.name, p.currency, p.claim_deadline, ${programStatusSql('$1')} AS status,
           p.budget, p.committed, s.pending, s.approved_not_paid, s.paid, s.claim_count,
           (SELECT r.usd_per_unit FROM fx_reference_rates r WHERE r.currency = p.currency) AS usd_per_unit
         FROM incentive_programs p
         JOIN partners pa ON pa.id = p.partner_id
         CROSS JOIN LATERAL (SELECT
           coalesce(sum(c.amount) FILTER (WHERE c.status IN ('SUBMITTED', 'UNDER_REVIEW')), 0) AS pending,
           coalesce(sum(coalesce(c.approved_amount, c.amount)) FILTER (WHERE c.status = 'APPROVED'), 0)
             AS approved_not_paid,
           coalesce(sum(coalesce(c.approved_amount, c.amount)) FILTER (WHERE c.status = 'PAID'), 0) AS paid,
           count(*)::int AS claim_count
           FROM incentive_claims c WHERE c.program_id = p.id) s
         WHERE ${where}
         ORDER BY year DESC, pa.sort_order, pa.name, p.kind`,
        params,
      );
      return rows.map(toBudget);
    },

    async partners(): Promise<Array<{ id: string; name: string; currency: string }>> {
      // A partner's fund currency: its latest programme's, else its home currency setting, else USD.
      return db.query(
        `SELECT pa.id, pa.name, coalesce(
             (SELECT p.currency FROM incentive_programs p WHERE p.partner_id = pa.id ORDER BY p.period_start DESC LIMIT 1),
             (SELECT cfg.value FROM portal_config cfg WHERE cfg.key = 'partner.currency' AND cfg.partner_id = pa.id),
             'USD') AS currency
         FROM partners pa ORDER BY pa.sort_order, pa.name`,
      );
    },

    /** A programme's budget history, newest first. */
    async budgetHistory(programId: string): Promise<DfBudgetChange[]> {
      const rows = await db.query<{
        at: Date;
        old_budget: string | null;
        new_budget: string;
        reason: string;
        actor: string | null;
      }>(
        `SELECT b.at, b.old_budget, b.new_budget, b.reason, u.email AS actor
         FROM incentive_budget_changes b LEFT JOIN users u ON u.id = b.actor_user_id
         WHERE b.program_id = $1 ORDER BY b.at DESC, b.id DESC`,
        [programId],
      );
      return rows.map((row) => ({
        at: row.at.toISOString(),
        oldBudget: row.old_budget === null ? null : money(row.old_budget),
        newBudget: money(row.new_budget),
        reason: row.reason,
        actor: row.actor,
      }));
    },

    async hasReferenceRate(currency: string): Promise<boolean> {
      const rates = await db.query(`SELECT 1 FROM fx_reference_rates WHERE currency = $1`, [currency]);
      return rates.length > 0;
    },
  };
}

/** A budget's creation and changes, and the share of it approved claims take. */
function budgetWrites(db: Queryable) {
  return {
    /** The partner's programme of one fund and year, its row locked for the rest of the transaction. */
    async lockProgram(
      partnerId: string,
      kind: DfKind,
      periodStart: string,
    ): Promise<{ id: string; budget: string; committed: string } | null> {
      const existing = await db.query<{ id: string; budget: string; committed: string }>(
        `SELECT id, budget, committed FROM incentive_programs
         WHERE partner_id = $1 AND kind = $2 AND period_start = $3 FOR UPDATE`,
        [partnerId, kind, periodStart],
      );
      return existing[0] ?? null;
    },

    async insertProgram(program: NewProgram): Promise<void> {
      await db.query(
        `INSERT INTO incentive_programs (id, partner_id, kind, name, currency, budget, period_start, period_end, claim_deadline)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          program.id,
          program.partnerId,
          program.kind,
          program.name,
          program.currency,
          program.budget,
          program.periodStart,
          program.periodEnd,
          program.claimDeadline,
        ],
      );
    },

    async setBudget(programId: string, budget: number): Promise<void> {
      await db.query(`UPDATE incentive_programs SET budget = $2 WHERE id = $1`, [programId, budget]);
    },

    /** The budget's history: `oldBudget` null for a new programme. */
    async addBudgetChange(change: {
      programId: string;
      at: Date;
      oldBudget: string | null;
      newBudget: number;
      reason: string;
      actorUserId: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO incentive_budget_changes (program_id, at, old_budget, new_budget, reason, actor_user_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [change.programId, change.at, change.oldBudget, change.newBudget, change.reason, change.actorUserId],
      );
    },

    /** Takes `amount` from the programme's remaining budget; false when it doesn't fit. */
    async commit(programId: string, amount: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE incentive_programs SET committed = committed + $2
         WHERE id = $1 AND committed + $2 <= budget RETURNING id`,
        [programId, amount],
      );
      return rows.length > 0;
    },
  };
}

/** Removing a programme created by mistake. */
function programRemoval(db: Queryable) {
  return {
    /**
     * Removes a programme that has no claim (its budget history goes with it, ON DELETE CASCADE):
     * 'DELETED', 'HAS_CLAIMS' (nothing removed) or 'MISSING'. The row lock makes a claim submitted
     * at the same moment either land first (refused here) or wait and find no programme.
     */
    async deleteProgram(programId: string): Promise<'DELETED' | 'HAS_CLAIMS' | 'MISSING'> {
      const locked = await db.query(`SELECT id FROM incentive_programs WHERE id = $1 FOR UPDATE`, [
        programId,
      ]);
      if (locked.length === 0) return 'MISSING';
      const claims = await db.query(`SELECT 1 FROM incentive_claims WHERE program_id = $1 LIMIT 1`, [
        programId,
      ]);
      if (claims.length > 0) return 'HAS_CLAIMS';
      await db.query(`DELETE FROM incentive_programs WHERE id = $1`, [programId]);
      return 'DELETED';
    },
  };
}

/** Every partner's claims for staff, one claim and its history. */
function claimReads(db: Queryable) {
  return {
    /**
     * One page of claims with the count under the filter and the oldest claim waiting for a
     * decision among those the filter selects (any status filter aside), in one statement; only a
     * page past the end asks again (its count and oldest have no row to ride on).
     */
    async claimPage(
      filter: DfClaimFilter,
      limit: number,
      offset: number,
    ): Promise<{
      total: number;
      list: DfClaim[];
      oldestWaiting: { claimId: string; submittedAt: string } | null;
    }> {
      const oldestSql = (params: unknown[]) =>
        `(SELECT json_build_object('id', c.id, 'at', c.submitted_at)::text ${DF_CLAIM_FROM}
          WHERE ${claimWhere(params, { ...filter, status: undefined, waitingOnly: true })}
          ORDER BY c.submitted_at, c.id LIMIT 1) AS oldest`;
      const oldestOf = (text: string | null) => {
        if (!text) return null;
        const oldest = JSON.parse(text) as { id: string; at: string };
        return { claimId: oldest.id, submittedAt: new Date(oldest.at).toISOString() };
      };
      const params: unknown[] = [];
      const where = claimWhere(params, filter);
      const rows = await db.query<DfClaimRow & { total: number; oldest: string | null }>(
        `SELECT count(*) OVER ()::int AS total, ${oldestSql(params)}, ${DF_CLAIM_COLUMNS} ${DF_CLAIM_FROM}
         WHERE ${where}
         ORDER BY ${claimOrder(filter.waitingOnly)}
         ${pageClause(params, limit, offset)}`,
        params,
      );
      if (rows.length > 0)
        return { total: rows[0].total, list: rows.map(toDfClaim), oldestWaiting: oldestOf(rows[0].oldest) };
      const countParams: unknown[] = [];
      const [row] = await db.query<{ total: number; oldest: string | null }>(
        `SELECT count(*)::int AS total, ${oldestSql(countParams)}
         ${DF_CLAIM_FROM} WHERE ${claimWhere(countParams, filter)}`,
        countParams,
      );
      return { total: row.total, list: [], oldestWaiting: oldestOf(row.oldest) };
    },

    async claim(claimId: string, forUpdate = false): Promise<DfClaim | null> {
      const rows = await db.query<DfClaimRow>(
        `${DF_CLAIM_SELECT} WHERE c.id = $1${forUpdate ? ' FOR UPDATE OF c' : ''}`,
        [claimId],
      );
      return rows[0] ? toDfClaim(rows[0]) : null;
    },

    async history(claimId: string): Promise<DfClaimEvent[]> {
      const rows = await db.query<{
        at: Date;
        from_status: ClaimStatus | null;
        to_status: ClaimStatus;
        amount: string | null;
        note: string | null;
        actor: string | null;
      }>(
        `SELECT e.at, e.from_status, e.to_status, e.amount, e.note, u.email AS actor
         FROM incentive_claim_events e LEFT JOIN users u ON u.id = e.actor_user_id
         WHERE e.claim_id = $1 ORDER BY e.at, e.id`,
        [claimId],
      );
      return rows.map((row) => ({
        at: row.at.toISOString(),
        fromStatus: row.from_status,
        toStatus: row.to_status,
        amount: row.amount === null ? null : money(row.amount),
        note: row.note,
        actor: row.actor,
      }));
    },
  };
}

/** What the partner's claim call checks and writes. */
function claimSubmission(db: Queryable) {
  return {
    /** The programme's period, its row locked for the rest of the transaction. */
    async lockProgramPeriod(programId: string): Promise<{ period_start: string; period_end: string }> {
      const [period] = await db.query<{ period_start: string; period_end: string }>(
        `SELECT period_start, period_end FROM incentive_programs WHERE id = $1 FOR UPDATE`,
        [programId],
      );
      return period;
    },

    /**
     * True when `fileUrl` is a CLAIM_PROOF upload of the partner (or, with `staffUpload`, a staff
     * upload not yet given to anyone) that no claim has attached yet.
     */
    async claimFileFree(
      fileUrl: string,
      owner: { partnerId: string; staffUpload: boolean },
    ): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `SELECT f.id FROM files f
         WHERE f.storage_name = $1 AND f.slot = 'CLAIM_PROOF'
           AND (f.partner_id = $2 OR ($3 AND f.partner_id IS NULL AND f.staff_only))
           AND NOT EXISTS (SELECT 1 FROM incentive_claims c WHERE c.supporting_doc = $1 OR c.payment_proof = $1)`,
        [fileUrl, owner.partnerId, owner.staffUpload],
      );
      return rows.length > 0;
    },

    async claimCount(programId: string): Promise<number> {
      const [{ n }] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM incentive_claims WHERE program_id = $1`,
        [programId],
      );
      return n;
    },

    /** A new SUBMITTED claim; read it back with `submittedClaim`. */
    async insertClaim(claim: NewClaim): Promise<void> {
      await db.query(
        `INSERT INTO incentive_claims (id, program_id, partner_id, claim_no, title, amount, currency, status,
           submitted_at, updated_at, activity_start, activity_end, supporting_doc)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'SUBMITTED', $8, $8, $9, $10, $11)`,
        [
          claim.id,
          claim.programId,
          claim.partnerId,
          claim.claimNo,
          claim.title,
          claim.amount,
          claim.currency,
          claim.submittedAt,
          claim.activityStart,
          claim.activityEnd,
          claim.supportingDoc,
        ],
      );
    },
  };
}

/** A staff move of a claim: its new status, its history and the partner's notification. */
function claimWorkflow(db: Queryable) {
  return {
    /** Moves a claim at `version` on to its next status; false when the version has moved meanwhile. */
    async moveClaim(claimId: string, version: number, change: ClaimMove): Promise<boolean> {
      const updated = await db.query(
        `UPDATE incentive_claims SET status = $3, version = version + 1, updated_at = $4,
           approved_amount = coalesce($5, approved_amount),
           reject_reason = coalesce($6, reject_reason),
           payment_ref = coalesce($7, payment_ref),
           paid_on = coalesce($8::date, paid_on),
           payment_proof = coalesce($9, payment_proof)
         WHERE id = $1 AND version = $2 RETURNING id`,
        [
          claimId,
          version,
          change.to,
          change.at,
          change.approvedAmount,
          change.rejectReason,
          change.paymentRef,
          change.paidOn,
          change.paymentProof,
        ],
      );
      return updated.length > 0;
    },

    async addEvent(event: ClaimEvent): Promise<void> {
      await db.query(
        `INSERT INTO incentive_claim_events (claim_id, at, from_status, to_status, amount, note, actor_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [event.claimId, event.at, event.from, event.to, event.amount, event.note, event.actorUserId],
      );
    },

    /**
     * Notifies every user of the partner (notifications belong to the partner; read state per
     * user). The notice is kept as keys and values, read in each reader's language; the English
     * text stays in title and content.
     */
    async notify(
      partnerId: string,
      note: { id: string; notice: StoredNotice; claimId: string },
      at: Date,
    ): Promise<void> {
      await db.query(
        `INSERT INTO notifications (id, partner_id, title, content, message, category, link_type, link_target, published_at)
         VALUES ($1, $2, $3, $4, $5, 'INCENTIVE', 'INCENTIVE', $6, $7)`,
        [
          note.id,
          partnerId,
          render(DEFAULT_LOCALE, note.notice.title),
          render(DEFAULT_LOCALE, note.notice.content),
          JSON.stringify(note.notice),
          note.claimId,
          at,
        ],
      );
    },
  };
}

/**
 * Every read and write of the development funds: the partner's programmes and claims, the staff
 * budgets and the claim workflow. One object, so a route's transaction takes all of it with one call.
 */
/** What the claim-submission limits count (claim-limits.ts). */
function submissionLimits(db: Queryable) {
  return {
    /** Holds the partner's claim-submission lock until the caller's transaction ends (claim-limits.ts). */
    async lockPartnerSubmissions(partnerId: string): Promise<void> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('claim-submit'), hashtext($1))`, [partnerId]);
    },

    /** The user's claims submitted for the partner since `since`: how many, and the first one's time. */
    async submissionsSince(
      partnerId: string,
      userId: string,
      since: Date,
    ): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db.query<{ n: number; oldest: Date | null }>(
        `SELECT count(*)::int AS n, min(e.at) AS oldest
         FROM incentive_claim_events e JOIN incentive_claims c ON c.id = e.claim_id
         WHERE c.partner_id = $1 AND e.actor_user_id = $2 AND e.to_status = 'SUBMITTED' AND e.from_status IS NULL
           AND e.at > $3`,
        [partnerId, userId, since],
      );
      return row;
    },

    /** Bytes of the supporting documents of the partner's claims submitted since `since`, and the first one's time. */
    async proofBytesSince(partnerId: string, since: Date): Promise<{ bytes: number; oldest: Date | null }> {
      const [row] = await db.query<{ bytes: number; oldest: Date | null }>(
        `SELECT coalesce(sum(f.size_bytes), 0)::float8 AS bytes, min(c.submitted_at) AS oldest
         FROM incentive_claims c JOIN files f ON f.storage_name = c.supporting_doc
         WHERE c.partner_id = $1 AND c.submitted_at > $2`,
        [partnerId, since],
      );
      return row;
    },

    /** A stored file's size in bytes (0 for an unknown name). */
    async fileBytes(fileUrl: string): Promise<number> {
      const [row] = await db.query<{ size: number }>(
        `SELECT size_bytes AS size FROM files WHERE storage_name = $1`,
        [fileUrl],
      );
      return row?.size ?? 0;
    },
  };
}

export function dfRepository(db: Queryable) {
  return {
    ...submissionLimits(db),
    ...partnerReads(db),
    ...budgetReads(db),
    ...budgetWrites(db),
    ...programRemoval(db),
    ...claimReads(db),
    ...claimSubmission(db),
    ...claimWorkflow(db),
  };
}

export type DfRepository = ReturnType<typeof dfRepository>;
