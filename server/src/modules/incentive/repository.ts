import type { ClaimStatus, DfPartnerClaim, DfKind, DfProgram } from '@contract/df/schemas';
import { pageClause } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import { money } from '@server/http/present';

interface ProgramRow {
  id: string;
  kind: DfKind;
  name: string;
  currency: string;
  budget: string;
  period_start: string;
  period_end: string;
  claim_deadline: string;
  status: DfProgram['status'];
  claimed: string;
  approved: string;
  paid: string;
}

export interface ClaimRow {
  id: string;
  claim_no: string;
  program_id: string;
  title: string;
  kind: DfKind;
  amount: string;
  approved_amount: string | null;
  currency: string;
  status: ClaimStatus;
  submitted_at: Date;
  updated_at: Date;
  activity_start: string | null;
  activity_end: string | null;
  reject_reason: string | null;
  payment_ref: string | null;
  paid_on: string | null;
  payment_proof: string | null;
}

/** Columns of ClaimRow, for `FROM incentive_claims c JOIN incentive_programs p`. */
export const CLAIM_COLUMNS = `c.id, c.claim_no, c.program_id, c.title, p.kind, c.amount, c.approved_amount,
  c.currency, c.status, c.submitted_at, c.updated_at, c.activity_start, c.activity_end, c.reject_reason,
  c.payment_ref, c.paid_on, c.payment_proof`;

export function toClaim(row: ClaimRow): DfPartnerClaim {
  return {
    claimId: row.id,
    claimNo: row.claim_no,
    programId: row.program_id,
    title: row.title,
    kind: row.kind,
    amount: money(row.approved_amount ?? row.amount),
    requestedAmount: money(row.amount),
    currency: row.currency,
    status: row.status,
    submittedAt: row.submitted_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    activityStart: row.activity_start,
    activityEnd: row.activity_end,
    rejectReason: row.reject_reason,
    paymentRef: row.payment_ref,
    paidOn: row.paid_on,
    paymentProof: row.payment_proof,
  };
}

/** SQL for a programme's status on date $n. */
export const programStatusSql = (
  dateParam: string,
) => `CASE WHEN ${dateParam}::date < p.period_start THEN 'UPCOMING'
  WHEN ${dateParam}::date > p.claim_deadline THEN 'CLOSED' ELSE 'ACTIVE' END`;

export interface ClaimFilter {
  kind?: DfKind;
  status?: ClaimStatus;
  programId?: string;
}

const CLAIM_WHERE = `c.partner_id = $1
  AND ($2::text IS NULL OR p.kind = $2::text)
  AND ($3::text IS NULL OR c.status = $3::text)
  AND ($4::text IS NULL OR c.program_id = $4::text)`;

export function incentiveRepository(db: Queryable) {
  return {
    /** Newest period first, MDF before TDF; totals per the contract (rejected claims don't count). */
    async programs(partnerId: string, today: string): Promise<DfProgram[]> {
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
      return rows.map((row) => {
        const budget = money(row.budget);
        const approved = money(row.approved);
        return {
          programId: row.id,
          kind: row.kind,
          name: row.name,
          currency: row.currency,
          budget,
          claimed: money(row.claimed),
          approved,
          paid: money(row.paid),
          remaining: money(budget - approved),
          claimDeadline: row.claim_deadline,
          status: row.status,
          periodStart: row.period_start,
          periodEnd: row.period_end,
        };
      });
    },

    /** Newest submission first. */
    async claims(
      partnerId: string,
      filter: ClaimFilter,
      limit: number,
      offset: number,
    ): Promise<{ total: number; list: DfPartnerClaim[] }> {
      const params = [partnerId, filter.kind ?? null, filter.status ?? null, filter.programId ?? null];
      const [{ total }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id
         WHERE ${CLAIM_WHERE}`,
        params,
      );
      if (offset >= total) return { total, list: [] };
      const pageParams: unknown[] = [...params];
      const rows = await db.query<ClaimRow>(
        `SELECT ${CLAIM_COLUMNS}
         FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id
         WHERE ${CLAIM_WHERE}
         ORDER BY c.submitted_at DESC, c.id
         ${pageClause(pageParams, limit, offset)}`,
        pageParams,
      );
      return {
        total,
        list: rows.map(toClaim),
      };
    },
  };
}
