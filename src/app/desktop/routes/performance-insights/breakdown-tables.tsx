import { Table } from 'antd';
import type { InsightsMover, InsightsSlice } from '@contract/insights/schemas';
import { formatCurrency } from '@/shared/format/currency';
import { formatNumber, formatPercent, formatSignedPercent } from '@/shared/format/number';
import { formatCountry } from '@/shared/format/region';
import { insightsMessages as m } from '@/app/messages/insights';
import styles from './performance-insights.module.css';
import { sideScrollTable } from '@/app/desktop/components/side-scroll-table';

export function SliceTable({
  slices,
  currency,
  kind,
}: {
  slices: InsightsSlice[];
  currency: string;
  kind: 'country' | 'category';
}) {
  return (
    <Table<InsightsSlice>
      size="small"
      rowKey="key"
      pagination={false}
      {...sideScrollTable('max-content')}
      dataSource={slices}
      columns={[
        {
          title: kind === 'country' ? m.country : m.category,
          dataIndex: 'key',
          render: (key: string) => (kind === 'country' ? formatCountry(key) : key),
        },
        {
          title: m.volume(currency),
          dataIndex: 'volume',
          align: 'right',
          render: (v: number) => formatCurrency(v, currency),
        },
        { title: m.share, dataIndex: 'share', align: 'right', render: (v: number) => formatPercent(v) },
        {
          title: m.transactions,
          dataIndex: 'txnCount',
          align: 'right',
          render: (v: number) => formatNumber(v),
        },
      ]}
    />
  );
}

export function MoversTable({
  movers,
  currency,
  caption,
}: {
  movers: InsightsMover[];
  currency: string;
  caption: string;
}) {
  // The kit's empty text is too light to read; say it in readable text instead.
  if (movers.length === 0) {
    return (
      <>
        <strong>{caption}</strong>
        <p className={styles.weak}>{m.noMovers}</p>
      </>
    );
  }
  return (
    <Table<InsightsMover>
      size="small"
      rowKey="merchantId"
      pagination={false}
      {...sideScrollTable('max-content')}
      dataSource={movers}
      title={() => <strong>{caption}</strong>}
      columns={[
        {
          title: m.merchant,
          dataIndex: 'name',
          render: (name: string, row) => (
            <>
              {name}
              <div className={styles.facts}>
                {formatCountry(row.country)} · {row.category}
              </div>
            </>
          ),
        },
        {
          title: m.volume(currency),
          dataIndex: 'volume',
          align: 'right',
          render: (v: number) => formatCurrency(v, currency),
        },
        {
          title: m.change,
          dataIndex: 'change',
          align: 'right',
          render: (v: number, row) =>
            `${v > 0 ? '+' : ''}${formatCurrency(v, currency)}${row.changeRate === null ? '' : ` (${formatSignedPercent(row.changeRate)})`}`,
        },
      ]}
    />
  );
}
