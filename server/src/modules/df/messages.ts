import { msg } from '@server/i18n/messages';

/** Texts the development-fund calls send: refusals staff and partners see, and partner notifications. */
export const DF_MESSAGES = {
  claimNotFound: msg('df.claimNotFound'),
  budgetNotFound: msg('df.budgetNotFound'),
  partnerNotFound: msg('df.partnerNotFound'),
  /** `status` is the claim's status code (the catalogue names it). */
  changedMeanwhile: (status: string) => msg('df.changedMeanwhile', { status }),
  /** `action` and `status` are codes (REVIEW, APPROVE... and SUBMITTED, UNDER_REVIEW...). */
  notAllowed: (action: string, status: string) => msg('df.notAllowed', { action, status }),
  overRemaining: (remaining: string) => msg('df.overRemaining', { remaining }),
  overRequested: (requested: string) => msg('df.overRequested', { requested }),
  budgetBelowCommitted: (committed: string) => msg('df.budgetBelowCommitted', { committed }),
  budgetBounds: (min: number, max: number) =>
    msg('df.budgetBounds', { min: min.toFixed(2), max: max.toLocaleString('en-US') }),
  budgetHasClaims: msg('df.budgetHasClaims'),
  overAvailable: (available: string) => msg('df.overAvailable', { available }),
  amountRange: msg('df.amountRange'),
  programmeNotActive: msg('df.programmeNotActive'),
  activityOutsidePeriod: msg('df.activityOutsidePeriod'),
  activityOrder: msg('df.activityOrder'),
  reasonRequired: msg('df.reasonRequired'),
  paymentFieldsRequired: msg('df.paymentFieldsRequired'),
  paidOnFuture: msg('df.paidOnFuture'),
  documentNotFound: msg('df.documentNotFound'),
  currencyUnknown: msg('df.currencyUnknown'),
  amountCents: msg('df.amountCents'),
  tooManyClaims: (max: number, minutes: number) => msg('df.tooManyClaims', { max, minutes }),
  proofBytesExceeded: (megabytes: number, hours: number) =>
    msg('df.proofBytesExceeded', { megabytes, hours }),
} as const;

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
