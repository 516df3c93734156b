import type {
  ClaimStatus,
  DfBudget,
  DfClaim,
  DfKind,
  DfPartnerClaim,
  DfProgram,
  ProgramStatus,
} from '@contract/df/schemas';
import { money } from '@server/http/present';

/** The rows ./repository.ts reads, and how each becomes the contract's shape. */

export interface ProgramRow {
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

/** A claim as staff read it: the partner's claim with its partner, programme and version. */
export interface DfClaimRow extends ClaimRow {
  partner_id: string;
  partner_name: string;
  program_name: string;
  year: number;
  version: number;
  supporting_doc: string | null;
}

export interface BudgetRow {
  id: string;
  partner_id: string;
  partner_name: string;
  year: number;
  kind: DfKind;
  name: string;
  currency: string;
  status: ProgramStatus;
  claim_deadline: string;
  budget: string;
  committed: string;
  pending: string;
  claim_count: number;
  approved_not_paid: string;
  paid: string;
  usd_per_unit: string | null;
}

/** Totals per the contract: remaining = budget - approved (rejected claims don't count). */
export function toProgram(row: ProgramRow): DfProgram {
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
}

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

export function toDfClaim(row: DfClaimRow): DfClaim {
  // Object.assign, not a spread: the spread copy of the claim was most of this read's own CPU.
  return Object.assign(toClaim(row), {
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    programName: row.program_name,
    year: row.year,
    version: row.version,
    supportingDoc: row.supporting_doc,
  });
}

const usd = (value: number, rate: number) => money(value * rate);

export function toBudget(row: BudgetRow): DfBudget {
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
    claimCount: row.claim_count,
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
