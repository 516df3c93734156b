import { Flex, Progress, Statistic, Tag, Typography, theme } from 'antd';
import type { DfProgram } from '@contract/df/schemas';
import { daysUntil, isDeadlineNear, programProgress } from '@/domains/df/program-progress';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/number';
import { messages } from './messages';

const STATUS_COLOR = { ACTIVE: 'processing', UPCOMING: 'default', CLOSED: 'default' } as const;

export interface ProgramCardProps {
  label: string;
  longLabel: string;
  program: DfProgram | null;
  today: Date;
}

/** One fund (MDF or TDF): budget and how much of it is claimed, approved, paid and left. */
export default function ProgramCard({ label, longLabel, program, today }: ProgramCardProps) {
  const { token } = theme.useToken();
  const frame = {
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingLG,
    height: '100%',
  };
  if (!program) {
    return (
      <article style={frame} aria-label={longLabel}>
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: token.fontSizeLG }}>
          {label} <Typography.Text type="secondary">· {longLabel}</Typography.Text>
        </Typography.Title>
        <Typography.Text type="secondary">{messages.noProgram}</Typography.Text>
      </article>
    );
  }
  const money = (value: number) => formatCurrency(value, program.currency);
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
    <article style={frame} aria-label={`${longLabel}: ${program.name}`}>
      {/* No wrap: the title's own text wraps and the status tag stays top right on both cards
          (wrapping the row dropped MDF's longer title's tag under it at 1024 px). */}
      <Flex justify="space-between" align="start" gap="small">
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeLG }}>
            {label} <Typography.Text type="secondary">· {longLabel}</Typography.Text>
          </Typography.Title>
          <Typography.Text type="secondary">{program.name}</Typography.Text>
        </div>
        <Tag color={STATUS_COLOR[program.status]} style={{ flex: 'none', marginInlineEnd: 0 }}>
          {messages.programStatus[program.status]}
        </Tag>
      </Flex>
      <Statistic title={messages.budget} value={money(program.budget)} style={{ marginTop: token.margin }} />
      <Progress
        percent={claimedPercent}
        success={{ percent: paidPercent }}
        showInfo={false}
        aria-label={messages.progressLabel(
          formatPercent(claimedPercent / 100),
          formatPercent(paidPercent / 100),
        )}
      />
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {messages.progressLabel(formatPercent(claimedPercent / 100), formatPercent(paidPercent / 100))}
      </Typography.Text>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: token.margin,
          marginTop: token.margin,
        }}
      >
        {figures.map(([title, value]) => (
          <Statistic
            key={title}
            title={title}
            value={money(value)}
            styles={{ content: { fontSize: token.fontSizeLG } }}
          />
        ))}
      </div>
      <Flex gap="small" align="center" wrap style={{ marginTop: token.margin }}>
        <Typography.Text type="secondary">{messages.claimDeadline}:</Typography.Text>
        <Typography.Text strong>{formatDate(program.claimDeadline)}</Typography.Text>
        {near && <Tag color="warning">{messages.deadlineSoon(days)}</Tag>}
      </Flex>
    </article>
  );
}
