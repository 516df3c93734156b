import type {
  ClaimStatus,
  IncentiveClaim,
  IncentiveKind,
  IncentiveProgram,
} from '../../../../contract/incentive';
import type { Queryable } from '../../db/database';
import { money } from '../overview-common/present';

interface ProgramRow {
  id: string;
  kind: IncentiveKind;
  name: string;
  currency: string;
  budget: string;
  period_start: string;
  period_end: string;
  claim_deadline: string;
  status: IncentiveProgram['status'];
  claimed: string;
  approved: string;
  paid: string;
}

interface ClaimRow {
  id: string;
  claim_no: string;
  program_id: string;
  title: string;
  kind: IncentiveKind;
  amount: string;
  currency: string;
  status: ClaimStatus;
  submitted_at: Date;
  updated_at: Date;
}

export interface ClaimFilter {
  kind?: IncentiveKind;
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
    async programs(partnerId: string, today: string): Promise<IncentiveProgram[]> {
      const rows = await db.query<ProgramRow>(
        `SELECT p.id, p.kind, p.name, p.currency, p.budget, p.period_start, p.period_end, p.claim_deadline,
           CASE WHEN $2::date < p.period_start THEN 'UPCOMING'
                WHEN $2::date > p.claim_deadline THEN 'CLOSED'
                ELSE 'ACTIVE' END AS status,
           coalesce(sum(c.amount) FILTER (WHERE c.status <> 'REJECTED'), 0) AS claimed,
           coalesce(sum(c.amount) FILTER (WHERE c.status IN ('APPROVED', 'PAID')), 0) AS approved,
           coalesce(sum(c.amount) FILTER (WHERE c.status = 'PAID'), 0) AS paid
         FROM incentive_programs p
         LEFT JOIN incentive_claims c ON c.program_id = p.id AND c.partner_id = p.partner_id
         WHERE p.partner_id = $1
         GROUP BY p.id
         ORDER BY p.period_start DESC, p.kind, p.id`,
        [partnerId, today],
      );
      return rows.map((row) => {
        const budget = money(row.budget);
        const claimed = money(row.claimed);
        return {
          programId: row.id,
          kind: row.kind,
          name: row.name,
          currency: row.currency,
          budget,
          claimed,
          approved: money(row.approved),
          paid: money(row.paid),
          remaining: Math.max(0, money(budget - claimed)),
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
    ): Promise<{ total: number; list: IncentiveClaim[] }> {
      const params = [partnerId, filter.kind ?? null, filter.status ?? null, filter.programId ?? null];
      const [{ total }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id
         WHERE ${CLAIM_WHERE}`,
        params,
      );
      if (offset >= total) return { total, list: [] };
      const rows = await db.query<ClaimRow>(
        `SELECT c.id, c.claim_no, c.program_id, c.title, p.kind, c.amount, c.currency, c.status,
           c.submitted_at, c.updated_at
         FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id
         WHERE ${CLAIM_WHERE}
         ORDER BY c.submitted_at DESC, c.id
         LIMIT $5 OFFSET $6`,
        [...params, limit, offset],
      );
      return {
        total,
        list: rows.map((row) => ({
          claimId: row.id,
          claimNo: row.claim_no,
          programId: row.program_id,
          title: row.title,
          kind: row.kind,
          amount: money(row.amount),
          currency: row.currency,
          status: row.status,
          submittedAt: row.submitted_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        })),
      };
    },
  };
}
