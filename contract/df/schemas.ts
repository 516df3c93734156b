import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  CurrencyCode,
  EmptyRequest,
  IsoDate,
  IsoDateTime,
  Nullable,
  ObjectId,
  PageRequestFields,
  PageResponseFields,
  Year,
} from '@contract/shared/common';
import {
  CLAIM_ACTIONS,
  CLAIM_DOC_MAX,
  CLAIM_STATUSES,
  CLAIM_TITLE_MAX,
  DF_KINDS,
  PROGRAM_STATUSES,
  REASON_MAX,
} from './constants';

/**
 * Partner calls: POST /api/spportal/incentive/{query,pageQuery}.json — marketing (MDF) and trade (TDF)
 * development fund programmes of the current partner and their claims. A partner without programmes
 * gets an empty programList (success), never an error. Client time-out for incentive/query.json is
 * 10 s (LIMIT-TIMEOUT). Paths in ./constants.ts (DF_PARTNER_API).
 */

export const DfKind = Type.Union(DF_KINDS.map((k) => Type.Literal(k)));
export type DfKind = (typeof DF_KINDS)[number];

export const ProgramStatus = Type.Union(PROGRAM_STATUSES.map((s) => Type.Literal(s)));
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const ClaimStatus = Type.Union(CLAIM_STATUSES.map((s) => Type.Literal(s)));
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * Money fields are numbers in `currency` (two decimals at most).
 * claimed = what open, approved and paid claims ask for (rejected ones don't count);
 * approved = approved amounts of APPROVED + PAID claims; paid = PAID;
 * remaining = budget - approved, so budget = remaining + approved-not-paid + paid (held by a database
 * constraint). A claim waiting for review does not take budget until staff approve it.
 */
export const DfProgram = Type.Object({
  programId: ObjectId,
  kind: DfKind,
  name: Type.String(),
  currency: CurrencyCode,
  budget: Type.Number(),
  claimed: Type.Number(),
  approved: Type.Number(),
  paid: Type.Number(),
  remaining: Type.Number(),
  claimDeadline: IsoDate,
  status: ProgramStatus,
  periodStart: IsoDate,
  periodEnd: IsoDate,
});
export type DfProgram = Static<typeof DfProgram>;

// incentive/query.json — the current partner's programmes, newest period first, MDF before TDF
export const DfPartnerQueryRequest = EmptyRequest;
export type DfPartnerQueryRequest = Static<typeof DfPartnerQueryRequest>;
export const DfPartnerQueryResponse = Envelope({ programList: Type.Array(DfProgram) });
export type DfPartnerQueryResponse = Static<typeof DfPartnerQueryResponse>;

export const DfPartnerClaim = Type.Object({
  claimId: ObjectId,
  claimNo: Type.String(),
  programId: ObjectId,
  title: Type.String(),
  kind: DfKind,
  /** The approved amount once approved (may be lower than asked), otherwise the amount asked for. */
  amount: Type.Number(),
  /** What the partner asked for. */
  requestedAmount: Type.Number(),
  currency: CurrencyCode,
  status: ClaimStatus,
  submittedAt: IsoDateTime,
  updatedAt: IsoDateTime,
  activityStart: Nullable(IsoDate),
  activityEnd: Nullable(IsoDate),
  rejectReason: Nullable(Type.String()),
  paymentRef: Nullable(Type.String()),
  paidOn: Nullable(IsoDate),
  /**
   * The fileUrl of the proof of payment staff attached when they marked the claim paid (file/download.json;
   * the file is the partner's from then on). Null until the claim is paid.
   */
  paymentProof: Nullable(Type.String()),
});
export type DfPartnerClaim = Static<typeof DfPartnerClaim>;

// incentive/pageQuery.json — claims, newest submission first
export const DfPartnerPageQueryRequest = Type.Object(
  {
    ...PageRequestFields,
    kind: Type.Optional(DfKind),
    status: Type.Optional(ClaimStatus),
    programId: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export type DfPartnerPageQueryRequest = Static<typeof DfPartnerPageQueryRequest>;
export const DfPartnerPageQueryResponse = Envelope({
  ...PageResponseFields,
  claimList: Type.Array(DfPartnerClaim),
});
export type DfPartnerPageQueryResponse = Static<typeof DfPartnerPageQueryResponse>;

/**
 * incentive/claimSubmit.json — the current partner submits a claim against one of its ACTIVE
 * programmes. Refused: a programme that is not active (510872046), an amount over the programme's
 * remaining budget (510872047), an activity period outside the programme period (510870003).
 * `supportingDoc` is the fileUrl of the supporting document, uploaded by the partner through the
 * CLAIM_PROOF slot and not attached to another claim; anything else answers 510872002.
 */
export const ClaimSubmitRequest = Type.Object(
  {
    programId: ObjectId,
    title: Type.String({ minLength: 1, maxLength: CLAIM_TITLE_MAX }),
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999_999 }),
    activityStart: IsoDate,
    activityEnd: IsoDate,
    supportingDoc: Type.String({ minLength: 1, maxLength: CLAIM_DOC_MAX }),
  },
  { additionalProperties: false },
);
export type ClaimSubmitRequest = Static<typeof ClaimSubmitRequest>;
export const ClaimSubmitResponse = Envelope({ data: DfPartnerClaim });
export type ClaimSubmitResponse = Static<typeof ClaimSubmitResponse>;

/**
 * Staff development-fund calls (POST JSON, staff session only; anyone else gets 510871002).
 * Paths in ./constants.ts (DF_API).
 */

const Money = Type.Number({ minimum: 0, maximum: 999_999_999_999 });
const Reason = Type.String({ minLength: 1, maxLength: REASON_MAX });

/** One partner's MDF or TDF budget for one year, with its figures in the fund currency and in USD. */
export const DfBudget = Type.Object({
  programId: ObjectId,
  partnerId: Type.String(),
  partnerName: Type.String(),
  year: Year,
  kind: DfKind,
  name: Type.String(),
  currency: CurrencyCode,
  status: ProgramStatus,
  claimDeadline: IsoDate,
  budget: Type.Number(),
  /** Waiting for review (SUBMITTED + UNDER_REVIEW): not yet taken from the budget. */
  pending: Type.Number(),
  approvedNotPaid: Type.Number(),
  paid: Type.Number(),
  remaining: Type.Number(),
  /** Reference rate used for the USD figures (USD per unit of currency). */
  usdRate: Type.Number(),
  usd: Type.Object({
    budget: Type.Number(),
    pending: Type.Number(),
    approvedNotPaid: Type.Number(),
    paid: Type.Number(),
    remaining: Type.Number(),
  }),
});
export type DfBudget = Static<typeof DfBudget>;

// budgetQuery.json — budgets of every partner (or one), one year (or all), partner then kind order
export const DfBudgetQueryRequest = Type.Object(
  { partnerId: Type.Optional(Type.String({ maxLength: 64 })), year: Type.Optional(Year) },
  { additionalProperties: false },
);
export type DfBudgetQueryRequest = Static<typeof DfBudgetQueryRequest>;
export const DfBudgetQueryResponse = Envelope({
  budgetList: Type.Array(DfBudget),
  partnerList: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), currency: CurrencyCode })),
});
export type DfBudgetQueryResponse = Static<typeof DfBudgetQueryResponse>;

/**
 * budgetSave.json — creates the partner's budget for a year and kind, or adjusts it (with a reason).
 * A budget below what approved and paid claims already take answers 510872047.
 */
export const DfBudgetSaveRequest = Type.Object(
  {
    partnerId: Type.String({ minLength: 1, maxLength: 64 }),
    year: Year,
    kind: DfKind,
    budget: Money,
    currency: Type.Optional(CurrencyCode),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type DfBudgetSaveRequest = Static<typeof DfBudgetSaveRequest>;
export const DfBudgetSaveResponse = Envelope({ data: DfBudget });
export type DfBudgetSaveResponse = Static<typeof DfBudgetSaveResponse>;

export const DfClaim = Type.Composite([
  DfPartnerClaim,
  Type.Object({
    partnerId: Type.String(),
    partnerName: Type.String(),
    programName: Type.String(),
    year: Year,
    /** For optimistic concurrency: send it back with a transition. */
    version: Type.Integer({ minimum: 1 }),
    supportingDoc: Nullable(Type.String()),
  }),
]);
export type DfClaim = Static<typeof DfClaim>;

// claimPageQuery.json — every partner's claims, open ones first then newest
export const DfClaimPageQueryRequest = Type.Object(
  {
    ...PageRequestFields,
    partnerId: Type.Optional(Type.String({ maxLength: 64 })),
    year: Type.Optional(Year),
    kind: Type.Optional(DfKind),
    status: Type.Optional(ClaimStatus),
    programId: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export type DfClaimPageQueryRequest = Static<typeof DfClaimPageQueryRequest>;
export const DfClaimPageQueryResponse = Envelope({ ...PageResponseFields, claimList: Type.Array(DfClaim) });
export type DfClaimPageQueryResponse = Static<typeof DfClaimPageQueryResponse>;

export const DfClaimEvent = Type.Object({
  at: IsoDateTime,
  fromStatus: Nullable(ClaimStatus),
  toStatus: ClaimStatus,
  amount: Nullable(Type.Number()),
  note: Nullable(Type.String()),
  actor: Nullable(Type.String()),
});
export type DfClaimEvent = Static<typeof DfClaimEvent>;

export const DfClaimDetailRequest = Type.Object({ claimId: ObjectId }, { additionalProperties: false });
export type DfClaimDetailRequest = Static<typeof DfClaimDetailRequest>;
export const DfClaimDetailResponse = Envelope({
  data: Type.Object({ claim: DfClaim, budget: DfBudget, history: Type.Array(DfClaimEvent) }),
});
export type DfClaimDetailResponse = Static<typeof DfClaimDetailResponse>;

/**
 * claimTransition.json — one move of a claim (allowed moves in ./constants.ts). `version` is the
 * claim version the staff member saw: if someone else moved the claim since, the answer is
 * 510872046 (HTTP 409) naming the status it has now. APPROVE takes `amount` (at most the asked
 * amount and the remaining budget, else 510872047); REJECT takes `reason`; PAY takes
 * `paymentRef`, `paidOn` and `paymentProof` (fileUrl of a staff upload through the CLAIM_PROOF slot,
 * not attached elsewhere, else 510872002; paying gives it to the partner).
 */
export const DfClaimTransitionRequest = Type.Object(
  {
    claimId: ObjectId,
    version: Type.Integer({ minimum: 1 }),
    action: Type.Union(CLAIM_ACTIONS.map((a) => Type.Literal(a))),
    amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999_999 })),
    reason: Type.Optional(Reason),
    paymentRef: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    paidOn: Type.Optional(IsoDate),
    paymentProof: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type DfClaimTransitionRequest = Static<typeof DfClaimTransitionRequest>;
export const DfClaimTransitionResponse = Envelope({ data: DfClaim });
export type DfClaimTransitionResponse = Static<typeof DfClaimTransitionResponse>;
