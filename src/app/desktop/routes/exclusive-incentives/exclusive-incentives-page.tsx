import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Progress,
  Result,
  Row,
  Skeleton,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import type { BiTier, SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { useConfigValue } from '@/domains/config/hooks';
import { useExclusiveIncentives } from '@/domains/exclusive-incentives/hooks';
import { formatDateRange } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/number';
import { messages as m } from './messages';
import { useIncentiveFormat } from '@/app/insights/incentive-text';
import { useGrowth } from '@/domains/growth/hooks';
import { MoneyRateProvider } from '@/app/money/money-view';
import FiguresStamp from '@/app/desktop/components/figures-stamp';
import styles from './exclusive-incentives.module.css';
import { sideScrollTable } from '@/app/desktop/components/side-scroll-table';
import { useLocale } from '@/shared/i18n';

/**
 * The programme's figures in the same places on every card: a grid of equal columns, not the kit's
 * Descriptions, whose auto-sized columns put Achieved, Target and Tier at other positions per card.
 * An ended period reads as final (no next-tier push, the reward earned); a running one says its
 * reward is a projection.
 */
function ProgramFacts({ program }: { program: SpPortalBiDataDTO }) {
  const { formatMetric, formatReward } = useIncentiveFormat();
  const ended = program.status === 'ENDED';
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: 'achieved', label: m.achieved, value: formatMetric(program, program.achieved) },
    { key: 'target', label: m.target, value: formatMetric(program, program.target) },
    {
      key: 'tier',
      label: ended ? m.finalTier : m.tierReached,
      value: program.tierReached?.name ?? (ended ? m.noTierReached : m.noTierYet),
    },
    ...(ended
      ? []
      : [
          {
            key: 'next',
            label: m.nextTier,
            value: program.nextTier
              ? m.stillNeeded(formatMetric(program, program.remainingToNextTier), program.nextTier.name)
              : m.topTierReached,
          },
        ]),
    {
      key: 'reward',
      label: ended ? m.rewardEarned : m.projectedReward,
      value: (
        <>
          <strong>
            {formatReward(program, ended ? (program.tierReached?.reward ?? 0) : program.estimatedReward)}
          </strong>
          {program.status === 'ACTIVE' && (
            <div className={styles.weak}>{m.projectionNote(formatMetric(program, program.projected))}</div>
          )}
        </>
      ),
    },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} data-fact={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProgramCard({ program }: { program: SpPortalBiDataDTO }) {
  const { formatMetric, formatReward } = useIncentiveFormat();
  const headingId = `program-${program.programId}`;
  return (
    <Card
      data-program={program.programId}
      title={
        <Flex gap="small" align="center" wrap>
          <Tag color="blue">{m.kinds[program.kind]}</Tag>
          <h2 id={headingId} className={styles.programTitle}>
            {program.name}
          </h2>
        </Flex>
      }
      extra={<Tag>{m.statuses[program.status]}</Tag>}
      aria-labelledby={headingId}
      role="region"
    >
      <Typography.Paragraph type="secondary">
        {m.kindsLong[program.kind]} · {m.metric[program.metric]} ·{' '}
        {formatDateRange(program.periodStart, program.periodEnd)} ·{' '}
        <strong>{m.daysLeft(program.daysLeft)}</strong>
      </Typography.Paragraph>
      <Progress
        percent={Math.round(program.progress * 1000) / 10}
        aria-label={m.progressLabel(program.name, formatPercent(program.progress))}
        format={() => formatPercent(program.progress)}
      />
      <ProgramFacts program={program} />
      <Table<BiTier>
        size="small"
        rowKey="name"
        pagination={false}
        {...sideScrollTable('max-content')}
        dataSource={program.tiers}
        title={() => <strong>{m.tiers}</strong>}
        columns={[
          { title: m.tier, dataIndex: 'name' },
          {
            title: m.threshold,
            dataIndex: 'threshold',
            align: 'right',
            render: (v: number) => formatMetric(program, v),
          },
          {
            title: m.reward,
            dataIndex: 'reward',
            align: 'right',
            render: (v: number) => formatReward(program, v),
          },
        ]}
      />
      <Typography.Paragraph className={styles.terms}>
        <strong>{m.terms}: </strong>
        {program.terms}
      </Typography.Paragraph>
    </Card>
  );
}

/** Exclusive MDF/TDF tier programmes; a special partner (ROLE-SPECIAL) sees whom to contact instead. */
export default function ExclusiveIncentivesPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { token } = theme.useToken();
  const { programs, hasData, isSpecialPartner, loading, error, retry } = useExclusiveIncentives();
  const { value: supportEmail } = useConfigValue(CONFIG_KEYS.SUPPORT_EMAIL);
  // The stamp and rate of the partner's figures (DATA-STAMP, DATA-CURRENCY).
  const { fx, dataAsOf } = useGrowth();
  const state =
    loading || (!hasData && !error) ? 'loading' : error ? 'error' : isSpecialPartner ? 'special' : 'ready';

  let body;
  if (state === 'loading') body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (state === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        title={m.loadFailed(m.incentivesTitle)}
        description={error?.message}
        action={
          <Button size="small" onClick={retry}>
            {m.retry}
          </Button>
        }
      />
    );
  else if (state === 'special')
    body = (
      <Card>
        <Result
          status="info"
          title={<h2 className={styles.resultTitle}>{m.incentivesEmptyTitle}</h2>}
          subTitle={
            <>
              <Typography.Paragraph>{m.specialPartnerExplanation}</Typography.Paragraph>
              {supportEmail && (
                <Typography.Paragraph>
                  {m.specialPartnerContact}
                  <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </Typography.Paragraph>
              )}
            </>
          }
        />
      </Card>
    );
  else
    body = (
      <Row gutter={[token.marginLG, token.marginLG]}>
        {programs.map((program) => (
          <Col key={program.programId} xs={24} xxl={12}>
            <ProgramCard program={program} />
          </Col>
        ))}
      </Row>
    );

  return (
    <MoneyRateProvider fx={fx}>
      <section aria-labelledby="incentives-title" data-block="exclusive-incentives" data-state={state}>
        <Typography.Title level={1} id="incentives-title" className={styles.pageTitle}>
          {m.incentivesTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.incentivesIntro}</Typography.Paragraph>
        {state === 'ready' && <FiguresStamp dataAsOf={dataAsOf} fx={fx} />}
        {body}
      </section>
    </MoneyRateProvider>
  );
}
