import type { ClaimStatus, DfKind } from '@contract/df/schemas';
import { messages } from './messages';

export const CLAIM_STATUS_COLOR: Record<ClaimStatus, 'primary' | 'warning' | 'success' | 'danger'> = {
  SUBMITTED: 'primary',
  UNDER_REVIEW: 'primary',
  APPROVED: 'warning',
  PAID: 'success',
  REJECTED: 'danger',
};

export const CLAIM_KIND: Record<DfKind, string> = {
  EXCLUSIVE_INCENTIVES_MDF: messages.mdf,
  EXCLUSIVE_INCENTIVES_TDF: messages.tdf,
};
