import { Card, Col, Empty, Row, Select, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRequest } from '@/shared/request/use-request';
import { useState } from 'react';
import type { MonitorUsageResponse } from '@contract/monitor/schemas';
import { fetchUsage, lastDays } from '@/domains/monitor/api';
import { formatNumber } from '@/shared/format/number';
import { StaffStates } from '@/app/desktop/iboss/components/staff-states';
import { usageMessages as m } from './usage-messages';
import staff from '../../staff.module.css';
import styles from './configuration.module.css';

type PathRow = MonitorUsageResponse['pathList'][number];
type PartnerRow = MonitorUsageResponse['partnerList'][number];

const PERIODS = [7, 30, 90] as const;
const number = (value: number) => formatNumber(value);

// Built while rendering: their headings follow the language shown (docs/i18n.md).
const pathColumns = (): TableColumnsType<PathRow> => [
  { title: m.columns.path, dataIndex: 'path', ellipsis: true },
  { title: m.columns.views, dataIndex: 'views', align: 'right', width: 100, render: number },
  { title: m.columns.users, dataIndex: 'users', align: 'right', width: 100, render: number },
];

const partnerColumns = (): TableColumnsType<PartnerRow> => [
  {
    title: m.columns.partner,
    key: 'partner',
    render: (_, row) => (row.partnerId === null ? m.networkStaff : (row.partnerName ?? row.partnerId)),
  },
  { title: m.columns.views, dataIndex: 'views', align: 'right', width: 100, render: number },
  { title: m.columns.users, dataIndex: 'users', align: 'right', width: 100, render: number },
];

/** Staff: how the portal is used (monitoring's route changes), per page and per partner. */
export function UsageCard() {
  const [days, setDays] = useState(30);
  const usage = useRequest(() => fetchUsage(lastDays(days)), { refreshDeps: [days] });
  const data = usage.data;
  const states = <StaffStates loading={usage.loading && !data} error={usage.error} onRetry={usage.refresh} />;

  return (
    <Card
      title={<h2 className={staff.cardTitle}>{m.title}</h2>}
      extra={
        <Space>
          <label htmlFor="usage-period">{m.period}</label>
          <Select
            id="usage-period"
            value={days}
            onChange={setDays}
            options={PERIODS.map((value) => ({ value, label: m.periods[value] }))}
            className={styles.period}
          />
        </Space>
      }
      data-block="usage"
      data-state={usage.error ? 'error' : data ? 'ready' : 'loading'}
    >
      <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
      {usage.error || !data ? (
        states
      ) : data.totalViews === 0 ? (
        <Empty description={m.empty} />
      ) : (
        <>
          <Typography.Paragraph strong data-testid="usage-totals">
            {m.totals(data.totalViews, data.totalUsers)}
          </Typography.Paragraph>
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={14}>
              <Typography.Title level={3} className={staff.subTitle}>
                {m.byPath}
              </Typography.Title>
              <Table<PathRow>
                size="small"
                rowKey="path"
                columns={pathColumns()}
                dataSource={data.pathList}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                loading={usage.loading}
              />
            </Col>
            <Col xs={24} xl={10}>
              <Typography.Title level={3} className={staff.subTitle}>
                {m.byPartner}
              </Typography.Title>
              <Table<PartnerRow>
                size="small"
                rowKey={(row) => row.partnerId ?? 'staff'}
                columns={partnerColumns()}
                dataSource={data.partnerList}
                pagination={false}
                loading={usage.loading}
              />
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
