import { ProgressBar, Tag } from 'antd-mobile';
import type { DfProgram } from '@contract/df/schemas';
import { daysUntil, isDeadlineNear, programProgress } from '@/domains/df/program-progress';
import { useMoneyFormat } from '@/app/money/money-view';
import { formatDate } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/number';
import { messages } from './messages';
import styles from './overview.module.css';
import { mobileMessages } from '@/app/mobile/layout/messages';

const STATUS_COLOR = { ACTIVE: 'primary', UPCOMING: 'default', CLOSED: 'default' } as const;

export interface ProgramCardProps {
  label: string;
  longLabel: string;
  program: DfProgram | null;
  today: Date;
}

/** One fund on a phone: budget, progress, the four figures in two columns, deadline. */
export default function ProgramCard({ label, longLabel, program, today }: ProgramCardProps) {
  // Funds in the user's chosen currency where the overview's rate links them (DATA-CURRENCY).
  const format = useMoneyFormat();
  const heading = (
    <h3 className={styles.blockTitle}>
      {label} <span className={styles.muted}>· {longLabel}</span>
    </h3>
  );
  if (!program) {
    return (
      <article aria-label={longLabel} className={styles.program}>
        {heading}
        <p className={styles.muted}>{messages.noProgram}</p>
      </article>
    );
  }
  const money = (value: number) => format(value, program.currency);
  const { claimedPercent, paidPercent } = programProgress(program);
  const progressText = messages.progressLabel(
    formatPercent(claimedPercent / 100),
    formatPercent(paidPercent / 100),
  );
  const days = daysUntil(program.claimDeadline, today);
  return (
    <article aria-label={mobileMessages.join.labelled(longLabel, program.name)} className={styles.program}>
      <div className={styles.row}>
        {heading}
        <Tag color={STATUS_COLOR[program.status]} fill="outline">
          {messages.programStatus[program.status]}
        </Tag>
      </div>
      <p className={styles.muted}>{program.name}</p>
      <div className={styles.figureLabel}>{messages.budget}</div>
      <div className={styles.headline}>{money(program.budget)}</div>
      <div role="img" aria-label={progressText}>
        <ProgressBar percent={claimedPercent} />
      </div>
      <p className={styles.muted}>{progressText}</p>
      <dl className={styles.figures}>
        {(
          [
            [messages.claimed, program.claimed],
            [messages.approved, program.approved],
            [messages.paid, program.paid],
            [messages.remaining, program.remaining],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      <div className={`${styles.row} ${styles.gapAbove}`}>
        <span className={styles.muted}>
          {messages.claimDeadline}:{' '}
          <strong className={styles.date}>{formatDate(program.claimDeadline)}</strong>
        </span>
        {isDeadlineNear(program.claimDeadline, today) && (
          <Tag color="warning">{messages.deadlineSoon(days)}</Tag>
        )}
      </div>
    </article>
  );
}

/**
 * The card's shape while the programmes load: the same lines with the values left blank, so the
 * blocks below do not move when the figures arrive (layout shift budget, budgets.json).
 */
export function ProgramCardSkeleton({ label, longLabel }: Pick<ProgramCardProps, 'label' | 'longLabel'>) {
  const blank = '\u00a0';
  return (
    <article aria-hidden className={styles.program}>
      <div className={styles.row}>
        <h3 className={styles.blockTitle}>
          {label} <span className={styles.muted}>· {longLabel}</span>
        </h3>
      </div>
      <p className={styles.muted}>{blank}</p>
      <div className={styles.figureLabel}>{messages.budget}</div>
      <div className={styles.headline}>{blank}</div>
      <div>
        <ProgressBar percent={0} />
      </div>
      <p className={styles.muted}>{blank}</p>
      <dl className={styles.figures}>
        {[messages.claimed, messages.approved, messages.paid, messages.remaining].map((figure) => (
          <div key={figure}>
            <dt className={styles.figureLabel}>{figure}</dt>
            <dd className={styles.figureValue}>{blank}</dd>
          </div>
        ))}
      </dl>
      <div className={`${styles.row} ${styles.gapAbove}`}>
        <span className={styles.muted}>{messages.claimDeadline}:</span>
      </div>
    </article>
  );
}
