/**
 * Plain values of the development-fund calls (staff budgets and the claim workflow, and the
 * partner's claim submission): paths, moves and limits. The schemas are in ./schemas.ts.
 */

export const DF_API = {
  budgetQuery: '/api/spportal/iboss/df/budgetQuery.json',
  budgetSave: '/api/spportal/iboss/df/budgetSave.json',
  claimPageQuery: '/api/spportal/iboss/df/claimPageQuery.json',
  claimDetail: '/api/spportal/iboss/df/claimDetail.json',
  claimTransition: '/api/spportal/iboss/df/claimTransition.json',
} as const;

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const CLAIM_API = {
  /** Partner side: submit a claim (the claim list is incentive/pageQuery.json). */
  submit: '/api/spportal/incentive/claimSubmit.json',
} as const;

/** Longest activity description and supporting-document reference a claim takes. */
export const CLAIM_TITLE_MAX = 200;

export const CLAIM_DOC_MAX = 300;

/**
 * What staff may do to a claim, and from which status:
 * REVIEW: SUBMITTED -> UNDER_REVIEW; APPROVE: UNDER_REVIEW -> APPROVED (amount up to the asked amount
 * and the remaining budget); REJECT: SUBMITTED or UNDER_REVIEW -> REJECTED (reason);
 * PAY: APPROVED -> PAID (payment reference, date, proof). Anything else answers 510872046.
 */
export const CLAIM_ACTIONS = ['REVIEW', 'APPROVE', 'REJECT', 'PAY'] as const;

export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export const CLAIM_ACTION_FROM: Record<ClaimAction, readonly string[]> = {
  REVIEW: ['SUBMITTED'],
  APPROVE: ['UNDER_REVIEW'],
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
