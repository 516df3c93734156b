import { List } from 'antd-mobile';
import { useId } from 'react';
import { blockState } from '@/domains/config/block-state';
import { useTopMerchantsMonth } from '@/domains/merchant/use-top-merchants-month';
import { formatCurrency } from '@/shared/format/currency';
import { formatCountry } from '@/shared/format/region';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';

/** The ten largest merchants by USD volume in the chosen month (native month picker on the phone). */
export default function TopMerchantsBlock() {
  const selectId = useId();
  const { data, loading, error, refresh, refreshAsync, month, months, pick } = useTopMerchantsMonth(
    messages.monthToDate,
  );
  useRegisterRefresh(refreshAsync);
  const list = data?.topMerchantList ?? [];
  const state = blockState({ loading, error, hasData: !!data, isEmpty: list.length === 0 });
  return (
    <MobileBlock
      name="top-merchants"
      title={messages.topTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.topEmpty}
      skeletonRows={6}
      toolbar={
        <div className={`${styles.row} ${styles.gapBelow}`}>
          <label htmlFor={selectId} className={styles.muted}>
            {messages.topMonth}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={month}
            onChange={(event) => pick(event.target.value)}
          >
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <List>
        {list.map((merchant) => (
          <List.Item
            key={merchant.merchantId}
            prefix={<span className={styles.rank}>{merchant.rank}</span>}
            description={`${formatCountry(merchant.country)} · ${merchant.category}`}
            extra={
              <div className={styles.figure}>
                <div className={styles.figureValue}>{formatCurrency(merchant.volumeUsd, 'USD')}</div>
                <div className={styles.muted}>{messages.transactions(merchant.txnCount)}</div>
              </div>
            }
          >
            {merchant.name}
          </List.Item>
        ))}
      </List>
    </MobileBlock>
  );
}
