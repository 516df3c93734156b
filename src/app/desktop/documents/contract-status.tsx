import { Space, Tag, Typography } from 'antd';
import type { ContractSummary } from '@contract/document/schemas';
import { documentMessages as m } from '@/app/messages/documents';
import { ACCESSIBLE_COLORS } from '@/app/host/theme';
import styles from './documents.module.css';

const COLORS = {
  PENDING: 'blue',
  ACTIVE: 'green',
  EXPIRING: 'orange',
  EXPIRED: 'default',
} as const;

/** The kit's tag text colours are too light for AA on their fills. */
const TEXT = {
  PENDING: undefined,
  ACTIVE: ACCESSIBLE_COLORS.success,
  EXPIRING: ACCESSIBLE_COLORS.warning,
  EXPIRED: ACCESSIBLE_COLORS.weakText,
} as const;

/** Status tag plus "expires in N days" (or how long ago it expired). */
export function ContractStatus({ contract }: { contract: Pick<ContractSummary, 'state' | 'daysToExpiry'> }) {
  const days = contract.daysToExpiry;
  const note =
    days === null
      ? m.openEnded
      : days < 0
        ? m.expiredAgo(-days)
        : contract.state === 'PENDING'
          ? null
          : m.expiresIn(days);
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={COLORS[contract.state]} style={{ color: TEXT[contract.state] }}>
        {m.states[contract.state]}
      </Tag>
      {note && (
        <Typography.Text
          type={contract.state === 'EXPIRING' ? 'warning' : 'secondary'}
          className={styles.note}
        >
          {note}
        </Typography.Text>
      )}
    </Space>
  );
}

/** "New" until the user opens the current version; "New version" when they read an older one. */
export function ReadMark({ isNew, readVersion }: { isNew: boolean; readVersion: number | null }) {
  if (isNew) return <Tag color="blue">{readVersion === null ? m.newBadge : m.updatedBadge}</Tag>;
  return (
    <Typography.Text type="secondary" className={styles.note}>
      {m.readMark(readVersion ?? 1)}
    </Typography.Text>
  );
}
