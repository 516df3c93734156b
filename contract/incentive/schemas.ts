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
} from '@contract/shared/common';
import { INCENTIVE_KINDS, PROGRAM_STATUSES, CLAIM_STATUSES } from './constants';
import { CLAIM_DOC_MAX, CLAIM_TITLE_MAX } from '@contract/df/constants';
/**
 * POST /api/spportal/incentive/{query,pageQuery}.json — marketing (MDF) and trade (TDF) development fund
 * programmes of the current partner and their claims. A partner without programmes gets an empty
 * programList (success), never an error. Client time-out for incentive/query.json is 10 s (LIMIT-TIMEOUT).
 */

export const IncentiveKind = Type.Union(INCENTIVE_KINDS.map((k) => Type.Literal(k)));
export type IncentiveKind = (typeof INCENTIVE_KINDS)[number];

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
export const IncentiveProgram = Type.Object({
  programId: ObjectId,
  kind: IncentiveKind,
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
export type IncentiveProgram = Static<typeof IncentiveProgram>;

// incentive/query.json — the current partner's programmes, newest period first, MDF before TDF
export const IncentiveQueryRequest = EmptyRequest;
export type IncentiveQueryRequest = Static<typeof IncentiveQueryRequest>;
export const IncentiveQueryResponse = Envelope({ programList: Type.Array(IncentiveProgram) });
export type IncentiveQueryResponse = Static<typeof IncentiveQueryResponse>;

export const IncentiveClaim = Type.Object({
  claimId: ObjectId,
  claimNo: Type.String(),
  programId: ObjectId,
  title: Type.String(),
  kind: IncentiveKind,
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
export type IncentiveClaim = Static<typeof IncentiveClaim>;

// incentive/pageQuery.json — claims, newest submission first
export const IncentivePageQueryRequest = Type.Object(
  {
    ...PageRequestFields,
    kind: Type.Optional(IncentiveKind),
    status: Type.Optional(ClaimStatus),
    programId: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export type IncentivePageQueryRequest = Static<typeof IncentivePageQueryRequest>;
export const IncentivePageQueryResponse = Envelope({
  ...PageResponseFields,
  claimList: Type.Array(IncentiveClaim),
});
export type IncentivePageQueryResponse = Static<typeof IncentivePageQueryResponse>;

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
export const ClaimSubmitResponse = Envelope({ data: IncentiveClaim });
export type ClaimSubmitResponse = Static<typeof ClaimSubmitResponse>;
