import { Tag } from 'antd-mobile';
import type { ContractSummary } from '@contract/document/schemas';
import { documentMessages as m } from '@/app/messages/documents';
import styles from './documents.module.css';

const COLORS = { PENDING: 'primary', ACTIVE: 'success', EXPIRING: 'warning', EXPIRED: 'default' } as const;

/** Status tag and "expires in N days" line of a contract. */
export function MobileContractStatus({
  contract,
}: {
  contract: Pick<ContractSummary, 'state' | 'daysToExpiry'>;
}) {
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
    <span className={styles.row}>
      <Tag color={COLORS[contract.state]} fill="outline">
        {m.states[contract.state]}
      </Tag>
      {note && <span className={contract.state === 'EXPIRING' ? styles.warning : styles.muted}>{note}</span>}
    </span>
  );
}

export function MobileReadMark({ isNew, readVersion }: { isNew: boolean; readVersion: number | null }) {
  if (isNew) return <Tag color="primary">{readVersion === null ? m.newBadge : m.updatedBadge}</Tag>;
  return <span className={styles.muted}>{m.readMark(readVersion ?? 1)}</span>;
}

export function MobileProblem({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: React.ReactNode;
}) {
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemTitle}>{title}</p>
      {text && <p className={styles.muted}>{text}</p>}
      {action}
    </div>
  );
}
