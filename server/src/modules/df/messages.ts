import { DEFAULT_LOCALE } from '@contract/shared/locale';
import { formatMoney, msg, type MoneyValue, type Msg } from '@server/i18n/messages';

/** Texts the development-fund calls send: refusals staff and partners see, and partner notifications. */
export const DF_MESSAGES = {
  claimNotFound: msg('df.claimNotFound'),
  budgetNotFound: msg('df.budgetNotFound'),
  partnerNotFound: msg('df.partnerNotFound'),
  /** `status` is the claim's status code (the catalogue names it). */
  changedMeanwhile: (status: string) => msg('df.changedMeanwhile', { status }),
  /** `action` and `status` are codes (REVIEW, APPROVE... and SUBMITTED, UNDER_REVIEW...). */
  notAllowed: (action: string, status: string) => msg('df.notAllowed', { action, status }),
  overRemaining: (remaining: MoneyValue) => msg('df.overRemaining', { remaining }),
  overRequested: (requested: MoneyValue) => msg('df.overRequested', { requested }),
  budgetBelowCommitted: (committed: MoneyValue) => msg('df.budgetBelowCommitted', { committed }),
  budgetBounds: (min: number, max: number) =>
    msg('df.budgetBounds', { min: min.toFixed(2), max: max.toLocaleString('en-US') }),
  budgetHasClaims: msg('df.budgetHasClaims'),
  overAvailable: (available: MoneyValue) => msg('df.overAvailable', { available }),
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

/** An amount as English text ("USD 1,234.50"), for what is written once in English (the seed's PDFs). */
const amountText = (currency: string, value: number) =>
  formatMoney(DEFAULT_LOCALE, { currency, amount: value });

/** A kept notification: its title and text by key and values, formatted in each reader's language. */
export interface StoredNotice {
  title: Msg;
  content: Msg;
}

/** An amount kept as data: written out in the reader's language when the text is (i18n/messages.ts). */
export const moneyValue = (currency: string, amount: number): MoneyValue => ({ currency, amount });

/** Notification each partner user gets when staff decide on a claim (read in each user's language). */
export const CLAIM_NOTIFICATIONS = {
  UNDER_REVIEW: (c: { claimNo: string; title: string }): StoredNotice => ({
    title: msg('df.notice.underReview.title', { claimNo: c.claimNo }),
    content: msg('df.notice.underReview.content', { title: c.title }),
  }),
  APPROVED: (c: {
    claimNo: string;
    title: string;
    currency: string;
    amount: number;
    requested: number;
  }): StoredNotice => ({
    title: msg('df.notice.approved.title', { claimNo: c.claimNo }),
    content:
      c.amount < c.requested
        ? msg('df.notice.approvedLess.content', {
            title: c.title,
            amount: moneyValue(c.currency, c.amount),
            requested: moneyValue(c.currency, c.requested),
          })
        : msg('df.notice.approved.content', { title: c.title, amount: moneyValue(c.currency, c.amount) }),
  }),
  REJECTED: (c: { claimNo: string; title: string; reason: string }): StoredNotice => ({
    title: msg('df.notice.rejected.title', { claimNo: c.claimNo }),
    content: msg('df.notice.rejected.content', { title: c.title, reason: c.reason }),
  }),
  PAID: (c: {
    claimNo: string;
    title: string;
    currency: string;
    amount: number;
    paymentRef: string;
    paidOn: string;
  }): StoredNotice => ({
    title: msg('df.notice.paid.title', { claimNo: c.claimNo }),
    content: msg('df.notice.paid.content', {
      title: c.title,
      amount: moneyValue(c.currency, c.amount),
      paidOn: { day: c.paidOn },
      paymentRef: c.paymentRef,
    }),
  }),
};

export { amountText };

/** What a partner reads in the Target column of their operation log for a fund change. */
export const DF_LOG_TARGETS = {
  budget: (b: { partnerName: string; year: number; kind: string; currency: string; budget: number }) =>
    msg('df.logTarget.budget', {
      partner: b.partnerName,
      year: String(b.year),
      kind: b.kind,
      amount: moneyValue(b.currency, b.budget),
    }),
  claim: (c: { claimNo: string; currency: string; amount: number }) =>
    msg('df.logTarget.claim', { claimNo: c.claimNo, amount: moneyValue(c.currency, c.amount) }),
} as const;
