import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
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
import type { BiTier, SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { useConfigValue } from '@/domains/config/hooks';
import { useExclusiveIncentives } from '@/domains/exclusive-incentives/hooks';
import { formatDateRange } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/number';
import { ACCESSIBLE_COLORS } from '@/app/host/theme';
import { insightsMessages as m } from '@/app/messages/insights';
import { formatMetric, formatReward } from '@/app/insights/incentive-text';

function ProgramCard({ program }: { program: SpPortalBiDataDTO }) {
  const { token } = theme.useToken();
  const headingId = `program-${program.programId}`;
  return (
    <Card
      data-program={program.programId}
      title={
        <Flex gap="small" align="center" wrap>
          <Tag color="blue">{m.kinds[program.kind]}</Tag>
          <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
            {program.name}
          </h2>
        </Flex>
      }
      extra={<Tag>{m.statuses[program.status]}</Tag>}
      aria-labelledby={headingId}
      role="region"
    >
      <Typography.Paragraph style={{ color: ACCESSIBLE_COLORS.weakText }}>
        {m.kindsLong[program.kind]} · {m.metric[program.metric]} ·{' '}
        {formatDateRange(program.periodStart, program.periodEnd)} ·{' '}
        <strong>{m.daysLeft(program.daysLeft)}</strong>
      </Typography.Paragraph>
      <Progress
        percent={Math.round(program.progress * 1000) / 10}
        aria-label={m.progressLabel(program.name, formatPercent(program.progress))}
        format={() => formatPercent(program.progress)}
      />
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: token.margin }}>
        <Descriptions.Item label={m.achieved}>{formatMetric(program, program.achieved)}</Descriptions.Item>
        <Descriptions.Item label={m.target}>{formatMetric(program, program.target)}</Descriptions.Item>
        <Descriptions.Item label={m.tierReached}>
          {program.tierReached?.name ?? m.noTierYet}
        </Descriptions.Item>
        <Descriptions.Item label={m.nextTier}>
          {program.nextTier
            ? m.stillNeeded(formatMetric(program, program.remainingToNextTier), program.nextTier.name)
            : m.topTierReached}
        </Descriptions.Item>
        <Descriptions.Item label={m.estimatedReward}>
          <div>
            <strong>{formatReward(program, program.estimatedReward)}</strong>
            {program.status === 'ACTIVE' && (
              <div style={{ color: ACCESSIBLE_COLORS.weakText }}>
                {m.estimatedRewardNote(formatMetric(program, program.projected))}
              </div>
            )}
          </div>
        </Descriptions.Item>
      </Descriptions>
      <Table<BiTier>
        size="small"
        rowKey="name"
        pagination={false}
        scroll={{ x: 'max-content' }}
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
      <Typography.Paragraph style={{ marginTop: token.margin, marginBottom: 0 }}>
        <strong>{m.terms}: </strong>
        {program.terms}
      </Typography.Paragraph>
    </Card>
  );
}

/** Exclusive MDF/TDF tier programmes; a special partner (ROLE-SPECIAL) sees whom to contact instead. */
export default function ExclusiveIncentivesPage() {
  const { token } = theme.useToken();
  const { programs, hasData, isSpecialPartner, loading, error, retry } = useExclusiveIncentives();
  const { value: supportEmail } = useConfigValue(CONFIG_KEYS.SUPPORT_EMAIL);
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
          title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{m.incentivesEmptyTitle}</h2>}
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
    <section aria-labelledby="incentives-title" data-block="exclusive-incentives" data-state={state}>
      <Typography.Title
        level={1}
        id="incentives-title"
        style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}
      >
        {m.incentivesTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ color: ACCESSIBLE_COLORS.weakText }}>
        {m.incentivesIntro}
      </Typography.Paragraph>
      {body}
    </section>
  );
}
