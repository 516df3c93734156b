/**
 * Plain values of the development-fund calls (the partner's MDF and TDF programmes and claims, and
 * the staff budgets and claim workflow): paths, enums, moves and limits. The client imports them
 * without the schema library; the schemas are in ./schemas.ts.
 */

/**
 * The partner's calls (POST JSON; DATA-CALLS in docs/product-rules.md). Their paths say `incentive`
 * because the spec fixes them so; the staff calls are in DF_API.
 */
export const DF_PARTNER_API = {
  /** The current partner's MDF and TDF programmes. */
  query: '/api/spportal/incentive/query.json',
  /** The current partner's claims, paged. */
  pageQuery: '/api/spportal/incentive/pageQuery.json',
  /** A new claim against one of the current partner's programmes. */
  claimSubmit: '/api/spportal/incentive/claimSubmit.json',
} as const;

/** The staff calls (POST JSON, staff session only). */
export const DF_API = {
  budgetQuery: '/api/spportal/iboss/df/budgetQuery.json',
  budgetSave: '/api/spportal/iboss/df/budgetSave.json',
  claimPageQuery: '/api/spportal/iboss/df/claimPageQuery.json',
  claimDetail: '/api/spportal/iboss/df/claimDetail.json',
  claimTransition: '/api/spportal/iboss/df/claimTransition.json',
  /** A programme's budget history: every creation and change with its reason. */
  budgetHistory: '/api/spportal/iboss/df/budgetHistory.json',
  /** Removes a programme created by mistake; refused (510872046) once it has claims. */
  budgetDelete: '/api/spportal/iboss/df/budgetDelete.json',
} as const;

/** The two funds: marketing (MDF) and trade (TDF) development funds. */
export const DF_KINDS = ['EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF'] as const;

/** UPCOMING: period not started; ACTIVE: claims accepted; CLOSED: claim deadline passed. */
export const PROGRAM_STATUSES = ['UPCOMING', 'ACTIVE', 'CLOSED'] as const;

export const CLAIM_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID', 'REJECTED'] as const;

/** Longest activity description and supporting-document reference a claim takes. */
export const CLAIM_TITLE_MAX = 200;
/** The smallest amount a claim (or an approval) may take: one cent. */
export const CLAIM_AMOUNT_MIN = 0.01;
/** The largest (the schema's maximum). */
export const CLAIM_AMOUNT_MAX = 999_999_999_999;

/**
 * True for an amount in whole cents (at most two decimals). Amounts with more answer 400
 * (510870003): a JSON Schema multipleOf 0.01 misjudges binary fractions such as 0.07, so the
 * server and the forms check with this instead.
 */
export const isCentAmount = (amount: number): boolean =>
  Number.isFinite(amount) && Math.round(amount * 100) / 100 === amount;

export const CLAIM_DOC_MAX = 300;

/**
 * A budget is positive (at least one cent: a zero budget would give the partner an "Active" fund
 * that can take no claim) and at most BUDGET_MAX in the fund currency, the largest amount the
 * database column holds; the form states both. Below what approved and paid claims take it
 * answers 510872047.
 */
export const BUDGET_MIN = 0.01;
export const BUDGET_MAX = 999_999_999_999;

/** Longest search text of the staff claim list (claim number, partner or activity). */
export const CLAIM_SEARCH_MAX = 100;

/**
 * Orders of the staff claim list: OPEN_FIRST (claims waiting for a decision first, then newest) or
 * QUEUE (only the claims waiting for a decision, SUBMITTED and UNDER_REVIEW, oldest submission
 * first: the review queue).
 */
export const CLAIM_SORTS = ['OPEN_FIRST', 'QUEUE'] as const;
export type ClaimSort = (typeof CLAIM_SORTS)[number];

/**
 * What staff may do to a claim, and from which status:
 * REVIEW: SUBMITTED -> UNDER_REVIEW (optional: tells the partner someone is looking at the claim);
 * APPROVE: SUBMITTED or UNDER_REVIEW -> APPROVED (amount up to the asked amount and the remaining
 * budget; approving is the review's decision, so it needs no separate review step first);
 * REJECT: SUBMITTED or UNDER_REVIEW -> REJECTED (reason); PAY: APPROVED -> PAID (payment
 * reference, date, proof). Anything else answers 510872046. The spec names the funds only, not
 * these steps (docs/product-rules.md, DF-CLAIM-FLOW).
 */
export const CLAIM_ACTIONS = ['REVIEW', 'APPROVE', 'REJECT', 'PAY'] as const;

export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export const CLAIM_ACTION_FROM: Record<ClaimAction, readonly string[]> = {
  REVIEW: ['SUBMITTED'],
  APPROVE: ['SUBMITTED', 'UNDER_REVIEW'],
  REJECT: ['SUBMITTED', 'UNDER_REVIEW'],
  PAY: ['APPROVED'],
};

export const CLAIM_ACTION_TO = {
  REVIEW: 'UNDER_REVIEW',
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
  PAY: 'PAID',
} as const satisfies Record<ClaimAction, string>;

export const REASON_MAX = 500;
