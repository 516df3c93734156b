import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { InsightsKpi, InsightsQueryResponse } from '@contract/insights/schemas';
import { formatCurrency } from '@/shared/format/currency';
import { formatNumber, formatSignedPercent } from '@/shared/format/number';
import { insightsMessages as m } from '@/app/messages/insights';
import styles from './performance-insights.module.css';

type Kpis = NonNullable<InsightsQueryResponse['kpis']>;

function Change({ value, label }: { value: number | null; label: string }) {
  if (value === null) {
    return (
      <div className={styles.weak}>
        {m.notComparable} <span>{label}</span>
      </div>
    );
  }
  const Icon = value > 0 ? ArrowUpOutlined : value < 0 ? ArrowDownOutlined : MinusOutlined;
  const trend = value > 0 ? styles.up : value < 0 ? styles.down : styles.weak;
  return (
    <div>
      <span className={`${styles.change} ${trend}`}>
        <Icon aria-hidden /> {formatSignedPercent(value)}
      </span>{' '}
      <span className={styles.weak}>{label}</span>
    </div>
  );
}

/** The four KPI cards, each with the change against the previous month and the same month last year. */
export default function KpiCards({ kpis, currency }: { kpis: Kpis; currency: string }) {
  const { token } = theme.useToken();
  const cards: { key: keyof Kpis; format: (value: number) => string }[] = [
    { key: 'volume', format: (v) => formatCurrency(v, currency) },
    { key: 'txnCount', format: (v) => formatNumber(v) },
    { key: 'payingUsers', format: (v) => formatNumber(v) },
    { key: 'averageTicket', format: (v) => formatCurrency(v, currency) },
  ];
  return (
    <Row gutter={[token.margin, token.margin]} role="list" aria-label={m.kpis}>
      {cards.map(({ key, format }) => {
        const kpi: InsightsKpi = kpis[key];
        return (
          <Col key={key} xs={24} sm={12} xl={6} role="listitem">
            <Card size="small" data-kpi={key}>
              <Statistic title={m.kpi[key]} value={format(kpi.value)} />
              <div className={styles.small}>
                <Change value={kpi.momChange} label={m.vsPreviousMonth} />
                <Change value={kpi.yoyChange} label={m.vsLastYear} />
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
