/**
 * Plain constants of the staff calls for development funds and user management (no schema library,
 * so client code may import them). The schemas are in df.ts and staff-user.ts.
 */

export const DF_API = {
  budgetQuery: '/api/spportal/iboss/df/budgetQuery.json',
  budgetSave: '/api/spportal/iboss/df/budgetSave.json',
  claimPageQuery: '/api/spportal/iboss/df/claimPageQuery.json',
  claimDetail: '/api/spportal/iboss/df/claimDetail.json',
  claimTransition: '/api/spportal/iboss/df/claimTransition.json',
} as const;

/** Partner side: submit a claim (the claim list is incentive/pageQuery.json). */
export const CLAIM_SUBMIT_PATH = '/api/spportal/incentive/claimSubmit.json';
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

export const STAFF_USER_API = {
  pageQuery: '/api/spportal/iboss/user/pageQuery.json',
  create: '/api/spportal/iboss/user/create.json',
  update: '/api/spportal/iboss/user/update.json',
  setDisabled: '/api/spportal/iboss/user/setDisabled.json',
  unlock: '/api/spportal/iboss/user/unlock.json',
  sendReset: '/api/spportal/iboss/user/sendReset.json',
} as const;

export const USER_ROLES = ['PARTNER', 'ADMIN', 'STAFF'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** LOCKED: enabled, but too many failed sign-ins in the throttle window. */
export const USER_STATUSES = ['ACTIVE', 'DISABLED', 'LOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
