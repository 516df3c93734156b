import type { ClaimStatus, IncentiveKind } from '@contract/incentive/schemas';
import { messages } from './messages';

export const CLAIM_STATUS_COLOR: Record<ClaimStatus, 'primary' | 'warning' | 'success' | 'danger'> = {
  SUBMITTED: 'primary',
  UNDER_REVIEW: 'primary',
  APPROVED: 'warning',
  PAID: 'success',
  REJECTED: 'danger',
};

export const CLAIM_KIND: Record<IncentiveKind, string> = {
  EXCLUSIVE_INCENTIVES_MDF: messages.mdf,
  EXCLUSIVE_INCENTIVES_TDF: messages.tdf,
};
