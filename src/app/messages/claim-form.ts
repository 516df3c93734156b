import type { ClaimError } from '@/domains/df/claim-form';

/** Text of the partner's new-claim form, the same in both trees. */
export const claimFormMessages = {
  program: 'Fund',
  title: 'Activity',
  amount: (currency: string) => `Amount (${currency})`,
  remaining: (value: string) =>
    `Up to ${value} can still be claimed from this fund (claims waiting for review count against it).`,
  activityStart: 'Activity from',
  activityEnd: 'Activity to',
  period: (from: string, to: string) => `Within ${from} – ${to}`,
  supportingDoc: 'Supporting document',
  supportingDocHint: 'The invoice or proof of the activity.',
  newClaim: 'New claim',
  formTitle: 'Submit a development-fund claim',
  submit: 'Submit claim',
  cancel: 'Cancel',
  submitted: (claimNo: string) => `Claim ${claimNo} submitted.`,
  noOpenProgram: 'No fund is open for claims right now.',
  errors: {
    required: 'Required',
    amountPositive: 'Enter an amount of at least 0.01',
    amountCents: 'Enter the amount with at most two decimals',
    overRemaining: 'The amount exceeds what can still be claimed from this fund (see below the field)',
    periodOrder: 'The end date cannot be before the start date',
    outsidePeriod: 'The activity must lie within the fund period',
    tooLong: 'Too long',
  } satisfies Record<ClaimError, string>,
} as const;
