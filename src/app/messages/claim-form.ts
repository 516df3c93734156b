import type { ClaimError } from '@/domains/df/claim-form';
import english from '@/locales/en/app-claim-form.json';
import { defineMessages } from '@/shared/i18n';

/** Text of the partner's new-claim form, the same in both trees (src/locales/<language>/app-claim-form.json). */
export const claimFormMessages = defineMessages(english, (format) => ({
  amount: (currency: string) => format('amount', { currency }),
  remaining: (value: string) => format('remaining', { value }),
  period: (from: string, to: string) => format('period', { from, to }),
  submitted: (claimNo: string) => format('submitted', { claimNo }),
}));

// Every error the form's rules give has its text (a type check only).
english.errors satisfies Record<ClaimError, string>;
