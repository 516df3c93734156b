/** Texts the development-fund calls send: refusals staff and partners see, and partner notifications. */
export const DF_MESSAGES = {
  claimNotFound: 'This claim does not exist.',
  budgetNotFound: 'This budget does not exist.',
  partnerNotFound: 'This partner does not exist.',
  changedMeanwhile: (status: string) =>
    `Someone else has just updated this claim; it is now ${status}. Reload it to see the latest state.`,
  notAllowed: (action: string, status: string) => `The claim cannot be ${action} while it is ${status}.`,
  overRemaining: (remaining: string) => `The amount exceeds the remaining budget (${remaining}).`,
  overRequested: (requested: string) =>
    `The approved amount cannot exceed the amount claimed (${requested}).`,
  budgetBelowCommitted: (committed: string) =>
    `The budget cannot be lower than what approved and paid claims already take (${committed}). Enter at least that amount.`,
  budgetBounds: (min: number, max: number) =>
    `The budget must be at least ${min.toFixed(2)} and at most ${max.toLocaleString('en-US')} in the fund currency.`,
  budgetHasClaims:
    'This budget has claims, so it cannot be deleted. Lower it instead (not below what approved and paid claims take).',
  overAvailable: (available: string) =>
    `The amount exceeds what is left of the budget once the claims waiting for review are counted: ${available} can still be claimed. Claim at most that amount.`,
  amountRange: 'The smallest amount cannot be larger than the largest amount.',
  programmeNotActive: 'Claims can only be submitted to a programme that is open for claims.',
  activityOutsidePeriod: 'The activity period must lie within the programme period.',
  activityOrder: 'The activity end date cannot be before its start date.',
  reasonRequired: 'Give a reason for the rejection.',
  paymentFieldsRequired: 'Give the payment reference, the payment date and the proof document.',
  paidOnFuture: 'The payment date cannot be in the future.',
  documentNotFound: 'The document was not found; upload it again.',
  currencyUnknown: 'There is no reference rate for this currency.',
  amountCents: 'Enter the amount in whole cents: at most two decimals.',
  tooManyClaims: (max: number, minutes: number) =>
    `You have submitted ${max} claims for this partner in the last hour. Please try again in ${minutes} minutes.`,
  proofBytesExceeded: (megabytes: number, hours: number) =>
    `Supporting documents of this partner's claims reached ${megabytes} MB in the last 24 hours. Please try again in ${hours} hours, or send smaller documents.`,
} as const;

/** Past-tense verbs for "cannot be ..." above. */
export const ACTION_VERBS = {
  REVIEW: 'taken into review',
  APPROVE: 'approved',
  REJECT: 'rejected',
  PAY: 'marked paid',
} as const;

export const STATUS_LABELS: Record<string, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  APPROVED: 'Approved',
  PAID: 'Paid',
  REJECTED: 'Rejected',
};

const amountText = (currency: string, value: number) =>
  `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Notification each partner user gets when staff decide on a claim. */
export const CLAIM_NOTIFICATIONS = {
  UNDER_REVIEW: (c: { claimNo: string; title: string }) => ({
    title: `Claim ${c.claimNo} is under review`,
    content: `Our team has started reviewing your claim "${c.title}".`,
  }),
  APPROVED: (c: { claimNo: string; title: string; currency: string; amount: number; requested: number }) => ({
    title: `Claim ${c.claimNo} approved`,
    content:
      c.amount < c.requested
        ? `Your claim "${c.title}" was approved for ${amountText(c.currency, c.amount)} of the ${amountText(c.currency, c.requested)} claimed.`
        : `Your claim "${c.title}" was approved for ${amountText(c.currency, c.amount)}.`,
  }),
  REJECTED: (c: { claimNo: string; title: string; reason: string }) => ({
    title: `Claim ${c.claimNo} rejected`,
    content: `Your claim "${c.title}" was rejected. Reason: ${c.reason}`,
  }),
  PAID: (c: {
    claimNo: string;
    title: string;
    currency: string;
    amount: number;
    paymentRef: string;
    paidOn: string;
  }) => ({
    title: `Claim ${c.claimNo} paid`,
    content: `${amountText(c.currency, c.amount)} for "${c.title}" was paid on ${c.paidOn} (reference ${c.paymentRef}).`,
  }),
};

export { amountText };

/** What a partner reads in the Target column of their operation log for a fund change. */
export const DF_LOG_TARGETS = {
  budget: (b: { partnerName: string; year: number; kind: string; currency: string; budget: number }) =>
    `${b.partnerName} ${b.year} ${b.kind} budget: ${amountText(b.currency, b.budget)}`,
  claim: (c: { claimNo: string; currency: string; amount: number }) =>
    `${c.claimNo}, ${amountText(c.currency, c.amount)}`,
} as const;
