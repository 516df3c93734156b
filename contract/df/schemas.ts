import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  CurrencyCodeSchema,
  EmptyRequestSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  Nullable,
  ObjectIdSchema,
  PageRequestFields,
  PageResponseFields,
  YearSchema,
} from '@contract/shared/common';
import {
  BUDGET_MAX,
  BUDGET_MIN,
  CLAIM_ACTIONS,
  CLAIM_AMOUNT_MAX,
  CLAIM_AMOUNT_MIN,
  CLAIM_DOC_MAX,
  CLAIM_SEARCH_MAX,
  CLAIM_SORTS,
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

export const DfKindSchema = Type.Union(DF_KINDS.map((k) => Type.Literal(k)));
export type DfKind = (typeof DF_KINDS)[number];

export const ProgramStatusSchema = Type.Union(PROGRAM_STATUSES.map((s) => Type.Literal(s)));
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const ClaimStatusSchema = Type.Union(CLAIM_STATUSES.map((s) => Type.Literal(s)));
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * Money fields are numbers in `currency` (two decimals at most).
 * claimed = what open, approved and paid claims ask for (rejected ones don't count);
 * approved = approved amounts of APPROVED + PAID claims; paid = PAID;
 * remaining = budget - approved, so budget = remaining + approved-not-paid + paid (held by a database
 * constraint). A claim waiting for review does not take budget until staff approve it.
 */
export const DfProgramSchema = Type.Object({
  programId: ObjectIdSchema,
  kind: DfKindSchema,
  name: Type.String(),
  currency: CurrencyCodeSchema,
  budget: Type.Number(),
  claimed: Type.Number(),
  approved: Type.Number(),
  paid: Type.Number(),
  remaining: Type.Number(),
  claimDeadline: IsoDateSchema,
  status: ProgramStatusSchema,
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
});
export type DfProgram = Static<typeof DfProgramSchema>;

// incentive/query.json — the current partner's programmes, newest period first, MDF before TDF
export const DfPartnerQueryRequestSchema = EmptyRequestSchema;
export const DfPartnerQueryResponseSchema = Envelope({ programList: Type.Array(DfProgramSchema) });
export type DfPartnerQueryResponse = Static<typeof DfPartnerQueryResponseSchema>;

export const DfPartnerClaimSchema = Type.Object({
  claimId: ObjectIdSchema,
  claimNo: Type.String(),
  programId: ObjectIdSchema,
  title: Type.String(),
  kind: DfKindSchema,
  /** The approved amount once approved (may be lower than asked), otherwise the amount asked for. */
  amount: Type.Number(),
  /** What the partner asked for. */
  requestedAmount: Type.Number(),
  currency: CurrencyCodeSchema,
  status: ClaimStatusSchema,
  submittedAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  activityStart: Nullable(IsoDateSchema),
  activityEnd: Nullable(IsoDateSchema),
  rejectReason: Nullable(Type.String()),
  paymentRef: Nullable(Type.String()),
  paidOn: Nullable(IsoDateSchema),
  /**
   * The fileUrl of the proof of payment staff attached when they marked the claim paid (file/download.json;
   * the file is the partner's from then on). Null until the claim is paid.
   */
  paymentProof: Nullable(Type.String()),
});
export type DfPartnerClaim = Static<typeof DfPartnerClaimSchema>;

// incentive/pageQuery.json — claims, newest submission first
export const DfPartnerPageQueryRequestSchema = Type.Object(
  {
    ...PageRequestFields,
    kind: Type.Optional(DfKindSchema),
    status: Type.Optional(ClaimStatusSchema),
    programId: Type.Optional(ObjectIdSchema),
  },
  { additionalProperties: false },
);
export type DfPartnerPageQueryRequest = Static<typeof DfPartnerPageQueryRequestSchema>;
export const DfPartnerPageQueryResponseSchema = Envelope({
  ...PageResponseFields,
  claimList: Type.Array(DfPartnerClaimSchema),
});
export type DfPartnerPageQueryResponse = Static<typeof DfPartnerPageQueryResponseSchema>;

/**
 * incentive/claimSubmit.json — the current partner submits a claim against one of its ACTIVE
 * programmes. Refused: a programme that is not active (510872046), an amount over the programme's
 * remaining budget (510872047), an activity period outside the programme period (510870003).
 * `supportingDoc` is the fileUrl of the supporting document, uploaded by the partner through the
 * CLAIM_PROOF slot and not attached to another claim; anything else answers 510872002.
 */
export const ClaimSubmitRequestSchema = Type.Object(
  {
    programId: ObjectIdSchema,
    title: Type.String({ minLength: 1, maxLength: CLAIM_TITLE_MAX }),
    /** At least 0.01, whole cents (isCentAmount: more decimals answer 510870003). */
    amount: Type.Number({ minimum: CLAIM_AMOUNT_MIN, maximum: CLAIM_AMOUNT_MAX }),
    activityStart: IsoDateSchema,
    activityEnd: IsoDateSchema,
    supportingDoc: Type.String({ minLength: 1, maxLength: CLAIM_DOC_MAX }),
  },
  { additionalProperties: false },
);
export type ClaimSubmitRequest = Static<typeof ClaimSubmitRequestSchema>;
export const ClaimSubmitResponseSchema = Envelope({ data: DfPartnerClaimSchema });
export type ClaimSubmitResponse = Static<typeof ClaimSubmitResponseSchema>;

/**
 * Staff development-fund calls (POST JSON, staff session only; anyone else gets 510871002).
 * Paths in ./constants.ts (DF_API).
 */

/** A budget: positive, at most BUDGET_MAX (contract/df/constants.ts). */
const BudgetAmount = Type.Number({ minimum: BUDGET_MIN, maximum: BUDGET_MAX });
const Reason = Type.String({ minLength: 1, maxLength: REASON_MAX });

/** One partner's MDF or TDF budget for one year, with its figures in the fund currency and in USD. */
export const DfBudgetSchema = Type.Object({
  programId: ObjectIdSchema,
  partnerId: Type.String(),
  partnerName: Type.String(),
  year: YearSchema,
  kind: DfKindSchema,
  name: Type.String(),
  currency: CurrencyCodeSchema,
  status: ProgramStatusSchema,
  claimDeadline: IsoDateSchema,
  budget: Type.Number(),
  /**
   * Waiting for review (SUBMITTED + UNDER_REVIEW): not yet taken from the budget, but a new claim
   * must fit beside them (remaining - pending is what a partner may still claim).
   */
  pending: Type.Number(),
  /** How many claims the programme has (any status): one or more keeps it from being deleted. */
  claimCount: Type.Integer({ minimum: 0 }),
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
export type DfBudget = Static<typeof DfBudgetSchema>;

// budgetQuery.json — budgets of every partner (or one), one year (or all), partner then kind order
export const DfBudgetQueryRequestSchema = Type.Object(
  { partnerId: Type.Optional(Type.String({ maxLength: 64 })), year: Type.Optional(YearSchema) },
  { additionalProperties: false },
);
export type DfBudgetQueryRequest = Static<typeof DfBudgetQueryRequestSchema>;
export const DfBudgetQueryResponseSchema = Envelope({
  budgetList: Type.Array(DfBudgetSchema),
  partnerList: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), currency: CurrencyCodeSchema }),
  ),
});
export type DfBudgetQueryResponse = Static<typeof DfBudgetQueryResponseSchema>;

/**
 * budgetSave.json — creates the partner's budget for a year and kind, or adjusts it (with a reason).
 * The budget is BUDGET_MIN to BUDGET_MAX (whole cents; 0, negative or larger answers 510870003
 * naming the bounds); below what approved and paid claims already take answers 510872047 naming
 * that amount.
 */
export const DfBudgetSaveRequestSchema = Type.Object(
  {
    partnerId: Type.String({ minLength: 1, maxLength: 64 }),
    year: YearSchema,
    kind: DfKindSchema,
    budget: BudgetAmount,
    currency: Type.Optional(CurrencyCodeSchema),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type DfBudgetSaveRequest = Static<typeof DfBudgetSaveRequestSchema>;
export const DfBudgetSaveResponseSchema = Envelope({ data: DfBudgetSchema });
export type DfBudgetSaveResponse = Static<typeof DfBudgetSaveResponseSchema>;

export const DfClaimSchema = Type.Composite([
  DfPartnerClaimSchema,
  Type.Object({
    partnerId: Type.String(),
    partnerName: Type.String(),
    programName: Type.String(),
    year: YearSchema,
    /** For optimistic concurrency: send it back with a transition. */
    version: Type.Integer({ minimum: 1 }),
    supportingDoc: Nullable(Type.String()),
  }),
]);
export type DfClaim = Static<typeof DfClaimSchema>;

/**
 * claimPageQuery.json — every partner's claims. `keyword` finds a claim by number (exact or its
 * start, any case), partner name or activity (part of it); `amountMin`/`amountMax` bound the amount
 * claimed (both inclusive). `sort` OPEN_FIRST (default): waiting claims first, then newest;
 * QUEUE: only the waiting claims (SUBMITTED, UNDER_REVIEW), oldest submission first.
 */
export const DfClaimPageQueryRequestSchema = Type.Object(
  {
    ...PageRequestFields,
    partnerId: Type.Optional(Type.String({ maxLength: 64 })),
    year: Type.Optional(YearSchema),
    kind: Type.Optional(DfKindSchema),
    status: Type.Optional(ClaimStatusSchema),
    programId: Type.Optional(ObjectIdSchema),
    keyword: Type.Optional(Type.String({ maxLength: CLAIM_SEARCH_MAX })),
    amountMin: Type.Optional(Type.Number({ minimum: 0, maximum: CLAIM_AMOUNT_MAX })),
    amountMax: Type.Optional(Type.Number({ minimum: 0, maximum: CLAIM_AMOUNT_MAX })),
    sort: Type.Optional(Type.Union(CLAIM_SORTS.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);
export type DfClaimPageQueryRequest = Static<typeof DfClaimPageQueryRequestSchema>;
export const DfClaimPageQueryResponseSchema = Envelope({
  ...PageResponseFields,
  claimList: Type.Array(DfClaimSchema),
  /**
   * The oldest claim waiting for a decision among those the filters select (null when none
   * waits): the list highlights it and says how long it has waited.
   */
  oldestWaiting: Nullable(Type.Object({ claimId: ObjectIdSchema, submittedAt: IsoDateTimeSchema })),
});
export type DfClaimPageQueryResponse = Static<typeof DfClaimPageQueryResponseSchema>;

export const DfClaimEventSchema = Type.Object({
  at: IsoDateTimeSchema,
  fromStatus: Nullable(ClaimStatusSchema),
  toStatus: ClaimStatusSchema,
  amount: Nullable(Type.Number()),
  note: Nullable(Type.String()),
  actor: Nullable(Type.String()),
});
export type DfClaimEvent = Static<typeof DfClaimEventSchema>;

export const DfClaimDetailRequestSchema = Type.Object(
  { claimId: ObjectIdSchema },
  { additionalProperties: false },
);
export const DfClaimDetailResponseSchema = Envelope({
  data: Type.Object({
    claim: DfClaimSchema,
    budget: DfBudgetSchema,
    history: Type.Array(DfClaimEventSchema),
  }),
});
export type DfClaimDetailResponse = Static<typeof DfClaimDetailResponseSchema>;

/**
 * claimTransition.json — one move of a claim (allowed moves in ./constants.ts). `version` is the
 * claim version the staff member saw: if someone else moved the claim since, the answer is
 * 510872046 (HTTP 409) naming the status it has now. APPROVE takes `amount` (at most the asked
 * amount and the remaining budget, else 510872047); REJECT takes `reason`; PAY takes
 * `paymentRef`, `paidOn` and `paymentProof` (fileUrl of a staff upload through the CLAIM_PROOF slot,
 * not attached elsewhere, else 510872002; paying gives it to the partner).
 */
export const DfClaimTransitionRequestSchema = Type.Object(
  {
    claimId: ObjectIdSchema,
    version: Type.Integer({ minimum: 1 }),
    action: Type.Union(CLAIM_ACTIONS.map((a) => Type.Literal(a))),
    amount: Type.Optional(Type.Number({ minimum: CLAIM_AMOUNT_MIN, maximum: CLAIM_AMOUNT_MAX })),
    reason: Type.Optional(Reason),
    paymentRef: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    paidOn: Type.Optional(IsoDateSchema),
    paymentProof: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type DfClaimTransitionRequest = Static<typeof DfClaimTransitionRequestSchema>;
export const DfClaimTransitionResponseSchema = Envelope({ data: DfClaimSchema });
export type DfClaimTransitionResponse = Static<typeof DfClaimTransitionResponseSchema>;

/** One creation or change of a budget, with the reason staff gave. */
export const DfBudgetChangeSchema = Type.Object({
  at: IsoDateTimeSchema,
  /** Null when the change created the programme. */
  oldBudget: Nullable(Type.Number()),
  newBudget: Type.Number(),
  reason: Type.String(),
  /** The staff member's email; null once the account is gone. */
  actor: Nullable(Type.String()),
});
export type DfBudgetChange = Static<typeof DfBudgetChangeSchema>;

export const DfProgramRequestSchema = Type.Object(
  { programId: ObjectIdSchema },
  { additionalProperties: false },
);

// budgetHistory.json — a programme's budget changes, newest first
export const DfBudgetHistoryResponseSchema = Envelope({ changeList: Type.Array(DfBudgetChangeSchema) });
export type DfBudgetHistoryResponse = Static<typeof DfBudgetHistoryResponseSchema>;

/**
 * budgetDelete.json — removes a programme that has no claims (a budget created by mistake) with
 * its history; one with claims answers 510872046, a missing one 510870003 (404).
 */
export const DfBudgetDeleteResponseSchema = Envelope({});
export type DfBudgetDeleteResponse = Static<typeof DfBudgetDeleteResponseSchema>;
