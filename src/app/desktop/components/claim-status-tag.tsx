import { Tag } from 'antd';
import type { ClaimStatus } from '@contract/incentive/schemas';
import { messages } from '@/app/desktop/routes/overview/messages';

// antd's status presets follow the theme; no colour is written here.
const PRESET: Record<ClaimStatus, string> = {
  SUBMITTED: 'processing',
  UNDER_REVIEW: 'processing',
  APPROVED: 'warning',
  PAID: 'success',
  REJECTED: 'error',
};

export default function ClaimStatusTag({ status }: { status: ClaimStatus }) {
  return <Tag color={PRESET[status]}>{messages.claimStatuses[status]}</Tag>;
}
