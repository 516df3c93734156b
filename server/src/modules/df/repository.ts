import type { DfBudget, DfClaim, DfClaimEvent } from '@contract/df/schemas';
import type { ClaimStatus, IncentiveKind, ProgramStatus } from '@contract/incentive/schemas';
import type { Queryable } from '@server/db/database';
import { money } from '@server/http/present';
import type { ClaimRow } from '@server/modules/incentive/repository';
import { CLAIM_COLUMNS, programStatusSql, toClaim } from '@server/modules/incentive/repository';

interface BudgetRow {
  id: string;
  partner_id: string;
  partner_name: string;
  year: number;
  kind: IncentiveKind;
  name: string;
  currency: string;
  status: ProgramStatus;
  claim_deadline: string;
  budget: string;
  committed: string;
  pending: string;
  approved_not_paid: string;
  paid: string;
  usd_per_unit: string | null;
}

interface DfClaimRow extends ClaimRow {
  partner_id: string;
  partner_name: string;
  program_name: string;
  year: number;
  version: number;
  supporting_doc: string | null;
  payment_proof: string | null;
}

export interface BudgetFilter {
  partnerId?: string;
  year?: number;
  programId?: string;
}

export interface DfClaimFilter {
  partnerId?: string;
  year?: number;
  kind?: IncentiveKind;
  status?: ClaimStatus;
  programId?: string;
}

const usd = (value: number, rate: number) => money(value * rate);

function toBudget(row: BudgetRow): DfBudget {
  const budget = money(row.budget);
  const pending = money(row.pending);
  const approvedNotPaid = money(row.approved_not_paid);
  const paid = money(row.paid);
  const remaining = money(budget - money(row.committed));
  const rate = row.usd_per_unit === null ? 0 : Number(row.usd_per_unit);
  return {
    programId: row.id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    year: row.year,
    kind: row.kind,
    name: row.name,
    currency: row.currency,
    status: row.status,
    claimDeadline: row.claim_deadline,
    budget,
    pending,
    approvedNotPaid,
    paid,
    remaining,
    usdRate: rate,
    usd: {
      budget: usd(budget, rate),
      pending: usd(pending, rate),
      approvedNotPaid: usd(approvedNotPaid, rate),
      paid: usd(paid, rate),
      remaining: usd(remaining, rate),
    },
  };
}

function toDfClaim(row: DfClaimRow): DfClaim {
  // Object.assign, not a spread: the spread copy of the claim was most of this read's own CPU.
  return Object.assign(toClaim(row), {
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    programName: row.program_name,
    year: row.year,
    version: row.version,
    supportingDoc: row.supporting_doc,
    paymentProof: row.payment_proof,
  });
}

const DF_CLAIM_SELECT = `SELECT ${CLAIM_COLUMNS}, c.partner_id, pa.name AS partner_name, p.name AS program_name,
    extract(year FROM p.period_start)::int AS year, c.version, c.supporting_doc, c.payment_proof
  FROM incentive_claims c
  JOIN incentive_programs p ON p.id = c.program_id
  JOIN partners pa ON pa.id = c.partner_id`;

const CLAIM_WHERE = `($1::text IS NULL OR c.partner_id = $1)
  AND ($2::int IS NULL OR extract(year FROM p.period_start)::int = $2)
  AND ($3::text IS NULL OR p.kind = $3)
  AND ($4::text IS NULL OR c.status = $4)
  AND ($5::text IS NULL OR c.program_id = $5)`;

/** Staff reads over every partner's development funds, and the claim/budget writes. */
export function dfRepository(db: Queryable) {
  return {
    async budgets(filter: BudgetFilter, today: string): Promise<DfBudget[]> {
      const rows = await db.query<BudgetRow>(
        `SELECT p.id, p.partner_id, pa.name AS partner_name, extract(year FROM p.period_start)::int AS year,
           p.kind, p.name, p.currency, p.claim_deadline, ${programStatusSql('$4')} AS status,
           p.budget, p.committed,
           coalesce(sum(c.amount) FILTER (WHERE c.status IN ('SUBMITTED', 'UNDER_REVIEW')), 0) AS pending,
           coalesce(sum(coalesce(c.approved_amount, c.amount)) FILTER (WHERE c.status = 'APPROVED'), 0)
             AS approved_not_paid,
           coalesce(sum(coalesce(c.approved_amount, c.amount)) FILTER (WHERE c.status = 'PAID'), 0) AS paid,
           r.usd_per_unit
         FROM incentive_programs p
         JOIN partners pa ON pa.id = p.partner_id
         LEFT JOIN incentive_claims c ON c.program_id = p.id
         LEFT JOIN fx_reference_rates r ON r.currency = p.currency
         WHERE ($1::text IS NULL OR p.partner_id = $1)
           AND ($2::int IS NULL OR extract(year FROM p.period_start)::int = $2)
           AND ($3::text IS NULL OR p.id = $3)
         GROUP BY p.id, pa.name, pa.sort_order, r.usd_per_unit
         ORDER BY year DESC, pa.sort_order, pa.name, p.kind`,
        [filter.partnerId ?? null, filter.year ?? null, filter.programId ?? null, today],
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

    async claimPage(
      filter: DfClaimFilter,
      limit: number,
      offset: number,
    ): Promise<{ total: number; list: DfClaim[] }> {
      const params = [
        filter.partnerId ?? null,
        filter.year ?? null,
        filter.kind ?? null,
        filter.status ?? null,
        filter.programId ?? null,
      ];
      const [{ total }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id
         WHERE ${CLAIM_WHERE}`,
        params,
      );
      if (offset >= total) return { total, list: [] };
      const rows = await db.query<DfClaimRow>(
        `${DF_CLAIM_SELECT} WHERE ${CLAIM_WHERE}
         ORDER BY CASE c.status WHEN 'SUBMITTED' THEN 0 WHEN 'UNDER_REVIEW' THEN 0 WHEN 'APPROVED' THEN 1 ELSE 2 END,
           c.submitted_at DESC, c.id
         LIMIT $6 OFFSET $7`,
        [...params, limit, offset],
      );
      return { total, list: rows.map(toDfClaim) };
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

    async addEvent(event: {
      claimId: string;
      at: Date;
      from: ClaimStatus | null;
      to: ClaimStatus;
      amount: number | null;
      note: string | null;
      actorUserId: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO incentive_claim_events (claim_id, at, from_status, to_status, amount, note, actor_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [event.claimId, event.at, event.from, event.to, event.amount, event.note, event.actorUserId],
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

    /** Notifies every user of the partner (notifications belong to the partner; read state per user). */
    async notify(
      partnerId: string,
      note: { id: string; title: string; content: string; claimId: string },
      at: Date,
    ): Promise<void> {
      await db.query(
        `INSERT INTO notifications (id, partner_id, title, content, category, link_type, link_target, published_at)
         VALUES ($1, $2, $3, $4, 'INCENTIVE', 'INCENTIVE', $5, $6)`,
        [note.id, partnerId, note.title, note.content, note.claimId, at],
      );
    },
  };
}

export type DfRepository = ReturnType<typeof dfRepository>;
