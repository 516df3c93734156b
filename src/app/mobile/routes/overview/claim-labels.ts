import type { ClaimStatus, DfKind } from '@contract/df/schemas';
import { messages } from './messages';

export const CLAIM_STATUS_COLOR: Record<ClaimStatus, 'primary' | 'warning' | 'success' | 'danger'> = {
  SUBMITTED: 'primary',
  UNDER_REVIEW: 'primary',
  APPROVED: 'warning',
  PAID: 'success',
  REJECTED: 'danger',
};

/** A claim's kind as shown (read when shown, so it follows the language). */
export const CLAIM_KIND: Readonly<Record<DfKind, string>> = {
  get EXCLUSIVE_INCENTIVES_MDF() {
    return messages.mdf;
  },
  get EXCLUSIVE_INCENTIVES_TDF() {
    return messages.tdf;
  },
};
