import { AutoComplete, Flex, Input, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { MERCHANT_COUNTRIES } from '@contract/merchant/constants';
import type { Merchant, MerchantStatus } from '@contract/merchant/schemas';
import { blockState } from '@/domains/config/block-state';
import { useMerchantNameSuggestions, useMerchantPage } from '@/domains/merchant/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatYearMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { countriesByName, formatCountry } from '@/shared/format/region';
import { visuallyHidden } from '@/shared/charts/visually-hidden';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import BlockCard from './block-card';
import { messages } from './messages';
import styles from './overview.module.css';

const STATUS_PRESET: Record<MerchantStatus, string> = {
  ACTIVE: 'success',
  SUSPENDED: 'error',
  ONBOARDING: 'processing',
};

function merchantColumns(lastMonth: string | undefined): TableColumnsType<Merchant> {
  return [
    { title: messages.merchant, dataIndex: 'name', key: 'name' },
    {
      title: messages.country,
      key: 'country',
      render: (_, merchant) => `${formatCountry(merchant.country)} · ${merchant.city}`,
    },
    { title: messages.category, dataIndex: 'category', key: 'category', responsive: ['md'] },
    {
      title: messages.status,
      dataIndex: 'status',
      key: 'status',
      render: (status: MerchantStatus) => (
        <Tag color={STATUS_PRESET[status]}>{messages.merchantStatuses[status]}</Tag>
      ),
    },
    {
      title: messages.lastMonthVolume(lastMonth ? formatYearMonth(lastMonth) : ''),
      dataIndex: 'lastMonthVolumeUsd',
      key: 'volume',
      align: 'right',
      render: (value: number) => formatCurrency(value, 'USD'),
    },
    {
      title: messages.transactions,
      dataIndex: 'lastMonthTxnCount',
      key: 'txn',
      align: 'right',
      responsive: ['lg'],
      render: (value: number) => formatNumber(value),
    },
  ];
}

/** Every merchant of the partner: name search with suggestions, country filter, ten a page. */
export default function MerchantListBlock() {
  const searchId = useId();
  const countryId = useId();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [country, setCountry] = useState<string | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const suggestions = useMerchantNameSuggestions(typed);
  const { data, loading, error, refresh } = useMerchantPage({ name, country }, pageNum);
  // Built while rendering, not memoised: headings and country names follow the language shown.
  const columns = merchantColumns(data?.lastMonth);
  const countryOptions = countriesByName(MERCHANT_COUNTRIES).map(({ code, label }) => ({
    value: code,
    label,
  }));
  const search = (value: string) => {
    setName(value.trim());
    setPageNum(1);
  };
  const state = blockState({ loading, error, hasData: !!data, isEmpty: (data?.total ?? 0) === 0 });

  return (
    <BlockCard
      name="merchants"
      title={messages.merchantsTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.merchantsEmpty}
      toolbar={
        <Flex gap="middle" wrap className={styles.toolbar} role="search">
          {/* The kit's inputs drop aria-label; a real (hidden) label names them for screen readers. */}
          <label htmlFor={searchId} style={visuallyHidden}>
            {messages.merchantSearch}
          </label>
          <AutoComplete
            id={searchId}
            value={typed}
            options={suggestions.names.map((value) => ({ value }))}
            onChange={(value: string) => {
              setTyped(value);
              if (!value) search('');
            }}
            onSelect={(value: string) => search(value)}
            className={styles.search}
          >
            <Input.Search
              aria-label={messages.merchantSearch}
              placeholder={messages.merchantSearchPlaceholder}
              allowClear
              onSearch={search}
              enterButton
            />
          </AutoComplete>
          <label htmlFor={countryId} style={visuallyHidden}>
            {messages.countryFilter}
          </label>
          <Select
            id={countryId}
            aria-label={messages.countryFilter}
            placeholder={messages.allCountries}
            allowClear
            value={country}
            options={countryOptions}
            onChange={(value?: string) => {
              setCountry(value);
              setPageNum(1);
            }}
            className={styles.filter}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Flex>
      }
      skeletonRows={8}
    >
      <Table<Merchant>
        rowKey="merchantId"
        size="middle"
        columns={columns}
        dataSource={data?.merchantList}
        loading={loading}
        // Wide rows scroll sideways inside the card. Not `scroll.x`: that makes the table measure every
        // column after each render, a quarter of a second of the throttled first load (docs/quality-gates.md).
        styles={{ content: { overflowX: 'auto' } }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.totalItems,
          onChange: setPageNum,
        }}
      />
    </BlockCard>
  );
}
