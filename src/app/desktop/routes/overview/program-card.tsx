import { Flex, Progress, Statistic, Tag, Typography } from 'antd';
import type { DfProgram } from '@contract/df/schemas';
import { daysUntil, isDeadlineNear, programProgress } from '@/domains/df/program-progress';
import { useMoneyFormat } from '@/app/money/money-view';
import { formatDate } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/number';
import { messages } from './messages';
import styles from './overview.module.css';

const STATUS_COLOR = { ACTIVE: 'processing', UPCOMING: 'default', CLOSED: 'default' } as const;

export interface ProgramCardProps {
  label: string;
  longLabel: string;
  program: DfProgram | null;
  today: Date;
}

/** One fund (MDF or TDF): budget and how much of it is claimed, approved, paid and left. */
export default function ProgramCard({ label, longLabel, program, today }: ProgramCardProps) {
  // Funds in the user's chosen currency where the overview's rate links them (DATA-CURRENCY).
  const format = useMoneyFormat();
  if (!program) {
    return (
      <article className={styles.program} aria-label={longLabel}>
        <Typography.Title level={3} className={styles.programTitle}>
          {label} <Typography.Text type="secondary">· {longLabel}</Typography.Text>
        </Typography.Title>
        <Typography.Text type="secondary">{messages.noProgram}</Typography.Text>
      </article>
    );
  }
  const money = (value: number) => format(value, program.currency);
  const { claimedPercent, paidPercent } = programProgress(program);
  const days = daysUntil(program.claimDeadline, today);
  const near = isDeadlineNear(program.claimDeadline, today);
  const figures: [string, number][] = [
    [messages.claimed, program.claimed],
    [messages.approved, program.approved],
    [messages.paid, program.paid],
    [messages.remaining, program.remaining],
  ];
  return (
    <article className={styles.program} aria-label={`${longLabel}: ${program.name}`}>
      {/* No wrap: the title's own text wraps and the status tag stays top right on both cards
          (wrapping the row dropped MDF's longer title's tag under it at 1024 px). */}
      <Flex justify="space-between" align="start" gap="small">
        <div className={styles.shrink}>
          <Typography.Title level={3} className={styles.programTitleOnly}>
            {label} <Typography.Text type="secondary">· {longLabel}</Typography.Text>
          </Typography.Title>
          <Typography.Text type="secondary">{program.name}</Typography.Text>
        </div>
        <Tag color={STATUS_COLOR[program.status]} className={styles.statusTag}>
          {messages.programStatus[program.status]}
        </Tag>
      </Flex>
      <Statistic title={messages.budget} value={money(program.budget)} className={styles.spaced} />
      <Progress
        percent={claimedPercent}
        success={{ percent: paidPercent }}
        showInfo={false}
        aria-label={messages.progressLabel(
          formatPercent(claimedPercent / 100),
          formatPercent(paidPercent / 100),
        )}
      />
      <Typography.Text type="secondary" className={styles.small}>
        {messages.progressLabel(formatPercent(claimedPercent / 100), formatPercent(paidPercent / 100))}
      </Typography.Text>
      <div className={styles.figures}>
        {figures.map(([title, value]) => (
          <Statistic key={title} title={title} value={money(value)} classNames={{ content: styles.figure }} />
        ))}
      </div>
      <Flex gap="small" align="center" wrap className={styles.spaced}>
        <Typography.Text type="secondary">{messages.claimDeadline}:</Typography.Text>
        <Typography.Text strong>{formatDate(program.claimDeadline)}</Typography.Text>
        {near && <Tag color="warning">{messages.deadlineSoon(days)}</Tag>}
      </Flex>
    </article>
  );
}
