import { Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TopMerchant } from '@contract/merchant/schemas';
import { blockState } from '@/domains/config/block-state';
import { useTopMerchantsMonth } from '@/domains/merchant/use-top-merchants-month';
import { formatCurrency } from '@/shared/format/currency';
import { formatNumber } from '@/shared/format/number';
import { formatCountry } from '@/shared/format/region';
import BlockCard from './block-card';
import { messages } from './messages';
import styles from './overview.module.css';

/** The rank is one or two digits: a slim column whose heading stays on one line. */
const SLIM = { style: { paddingInline: 8, whiteSpace: 'nowrap' } } as const;

// The block sits in a narrow column: secondary facts go under the name and the volume. Names and
// facts wrap instead of ending in an ellipsis: cut ("Malaysia · Dut…") they hid what a reader came
// for, and a hover title reaches neither keyboards nor touch.
const topColumns = (): TableColumnsType<TopMerchant> => [
  {
    title: messages.rank,
    dataIndex: 'rank',
    key: 'rank',
    width: 56,
    onHeaderCell: () => SLIM,
    onCell: () => SLIM,
  },
  {
    title: messages.merchant,
    key: 'name',
    render: (_, merchant) => {
      const facts = `${formatCountry(merchant.country)} · ${merchant.category}`;
      return (
        <>
          <div className={styles.wrapAnywhere}>{merchant.name}</div>
          <Typography.Text type="secondary" className={`${styles.wrapAnywhere} ${styles.minor}`}>
            {facts}
          </Typography.Text>
        </>
      );
    },
  },
  {
    title: messages.volumeUsd,
    key: 'volumeUsd',
    align: 'right',
    width: 132,
    render: (_, merchant) => (
      <>
        <div className={styles.nowrap}>{formatCurrency(merchant.volumeUsd, 'USD')}</div>
        <Typography.Text type="secondary" className={`${styles.minor} ${styles.nowrap}`}>
          {messages.transactionCount(formatNumber(merchant.txnCount))}
        </Typography.Text>
      </>
    ),
  },
];

/**
 * The partner's ten largest merchants by USD volume in the chosen month (default: the last complete
 * month, like the other blocks; the running month is marked month-to-date).
 */
export default function TopMerchantsBlock() {
  const { data, loading, error, refresh, month, months, pick } = useTopMerchantsMonth(messages.monthToDate);
  const list = data?.topMerchantList ?? [];
  const state = blockState({ loading, error, hasData: !!data, isEmpty: list.length === 0 });
  return (
    <BlockCard
      name="top-merchants"
      title={messages.topTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.topEmpty}
      skeletonRows={8}
      extra={
        <Select
          aria-label={messages.topMonth}
          value={month}
          options={months}
          onChange={pick}
          className={styles.monthPicker}
          popupMatchSelectWidth={false}
        />
      }
    >
      <Table<TopMerchant>
        rowKey="merchantId"
        size="small"
        columns={topColumns()}
        dataSource={list}
        loading={loading}
        pagination={false}
        tableLayout="fixed"
      />
    </BlockCard>
  );
}
