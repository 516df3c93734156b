import { List } from 'antd-mobile';
import { useId, useMemo, useState } from 'react';
import { blockState } from '@/domains/config/block-state';
import { useTopMerchants } from '@/domains/merchant/hooks';
import {
  isMonthToDate,
  overviewDefaultMonth,
  parseYearMonthKey,
  recentYearMonths,
  yearMonthKey,
} from '@/shared/format/year-month';
import type { YearMonthSelection } from '@/shared/format/year-month';
import { formatCurrency } from '@/shared/format/currency';
import { formatYearMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { formatCountry } from '@/shared/format/region';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';

const MONTHS_TO_OFFER = 24;

const monthLabel = (month: YearMonthSelection, today: Date) => {
  const name = formatYearMonth(yearMonthKey(month), undefined, 'long');
  return isMonthToDate(month, today) ? messages.monthToDate(name) : name;
};

/** The ten largest merchants by USD volume in the chosen month (native month picker on the phone). */
export default function TopMerchantsBlock() {
  const selectId = useId();
  const today = useMemo(() => new Date(), []);
  const [selection, setSelection] = useState(() => overviewDefaultMonth(today));
  const months = useMemo(() => recentYearMonths(today, MONTHS_TO_OFFER), [today]);
  const { data, loading, error, refresh, refreshAsync } = useTopMerchants(selection);
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
            value={yearMonthKey(selection)}
            onChange={(event) => {
              const next = parseYearMonthKey(event.target.value);
              if (next) setSelection(next);
            }}
          >
            {months.map((month) => (
              <option key={yearMonthKey(month)} value={yearMonthKey(month)}>
                {monthLabel(month, today)}
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
                <div className={styles.muted}>{messages.transactions(formatNumber(merchant.txnCount))}</div>
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
