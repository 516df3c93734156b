import { InfiniteScroll, List, SearchBar, Tag } from 'antd-mobile';
import { useId, useMemo, useState } from 'react';
import { MERCHANT_COUNTRIES } from '@contract/merchant/constants';
import type { MerchantStatus } from '@contract/merchant/schemas';
import { blockState } from '@/domains/config/block-state';
import { useMerchantFeed, useMerchantNameSuggestions } from '@/domains/merchant/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatYearMonth } from '@/shared/format/date';
import { countriesByName, formatCountry } from '@/shared/format/region';
import { LOAD_MORE_THRESHOLD } from '@/shared/request/request-defaults';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';
import { useLocale } from '@/shared/i18n';

const STATUS_COLOR: Record<MerchantStatus, 'success' | 'danger' | 'primary'> = {
  ACTIVE: 'success',
  SUSPENDED: 'danger',
  ONBOARDING: 'primary',
};

/** Merchant search (with suggestions), country filter and an endless list that loads near its end. */
export default function MerchantListBlock() {
  const countryId = useId();
  const suggestionsId = useId();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const suggestions = useMerchantNameSuggestions(typed === name ? '' : typed);
  const feed = useMerchantFeed({ name, country });
  useRegisterRefresh(feed.reloadAsync);
  const locale = useLocale();
  // Country names, sorted as the language shown now spells them (the format helpers read it, which
  // the rule cannot see).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const countries = useMemo(() => countriesByName(MERCHANT_COUNTRIES), [locale]);
  const search = (value: string) => {
    setTyped(value);
    setName(value.trim());
  };
  const list = feed.data?.list ?? [];
  const state = blockState({
    loading: feed.loading,
    error: feed.error,
    hasData: !!feed.data,
    isEmpty: (feed.data?.total ?? 0) === 0,
  });
  const showSuggestions = typed.trim() !== '' && typed !== name && suggestions.names.length > 0;

  return (
    <MobileBlock
      name="merchants"
      title={messages.merchantsTitle}
      state={state}
      error={feed.error}
      onRetry={feed.reload}
      emptyText={messages.merchantsEmpty}
      toolbar={
        <div role="search" className={styles.gapBelow}>
          <SearchBar
            aria-label={messages.merchantSearch}
            placeholder={messages.merchantSearchPlaceholder}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              if (!value) setName('');
            }}
            onSearch={search}
            onClear={() => search('')}
            className={styles.searchBar}
          />
          {showSuggestions && (
            <ul id={suggestionsId} aria-label={messages.suggestions} className={styles.suggestions}>
              {suggestions.names.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className={`${styles.suggestion} ${styles.focusable}`}
                    onClick={() => search(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={`${styles.row} ${styles.gapAbove}`}>
            <label htmlFor={countryId} className={styles.muted}>
              {messages.countryFilter}
            </label>
            <select
              id={countryId}
              className={styles.select}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              <option value="">{messages.allCountries}</option>
              {countries.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
      }
      skeletonRows={6}
    >
      <List>
        {list.map((merchant) => (
          <List.Item
            key={merchant.merchantId}
            description={`${formatCountry(merchant.country)} · ${merchant.city} · ${merchant.category}`}
            extra={
              <div className={styles.figure}>
                <div className={styles.figureValue}>{formatCurrency(merchant.lastMonthVolumeUsd, 'USD')}</div>
                <div className={styles.muted}>{formatYearMonth(feed.data?.lastMonth ?? '')}</div>
              </div>
            }
          >
            {merchant.name}{' '}
            <Tag color={STATUS_COLOR[merchant.status]} fill="outline">
              {messages.merchantStatuses[merchant.status]}
            </Tag>
          </List.Item>
        ))}
      </List>
      <InfiniteScroll
        threshold={LOAD_MORE_THRESHOLD}
        hasMore={!!feed.data && !feed.noMore}
        loadMore={async () => {
          await feed.loadMoreAsync();
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className={`${styles.linkButton} ${styles.focusable}`} onClick={retry}>
              {messages.loadMoreFailed} {messages.retry}
            </button>
          ) : (
            <span className={styles.muted}>{hasMore ? messages.loadingMore : messages.noMore}</span>
          )
        }
      </InfiniteScroll>
    </MobileBlock>
  );
}
