import { Tag } from 'antd';
import type { ClaimStatus } from '@contract/df/schemas';
import { overviewMessages } from '@/app/messages/overview';

// antd's status presets follow the theme; no colour is written here.
const PRESET: Record<ClaimStatus, string> = {
  SUBMITTED: 'processing',
  UNDER_REVIEW: 'processing',
  APPROVED: 'warning',
  PAID: 'success',
  REJECTED: 'error',
};

export default function ClaimStatusTag({ status }: { status: ClaimStatus }) {
  return <Tag color={PRESET[status]}>{overviewMessages.claimStatuses[status]}</Tag>;
}
