import { Button, Card, Drawer, Empty, Flex, Input, Result, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ContractSummary } from '@contract/document/schemas';
import { CONTRACT_STATES, CONTRACT_TYPES } from '@contract/document/constants';
import type { ContractState } from '@contract/document/constants';
import { useContractPage } from '@/domains/document/hooks';
import type { ContractFilters } from '@/domains/document/hooks';
import { isNoAuthority } from '@/domains/document/no-authority';
import { formatDate } from '@/shared/format/date';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { documentMessages as m } from '@/app/messages/documents';
import { usePopupContainer } from '@/app/host/mount-context';
import ContractDetailView from '@/app/desktop/documents/contract-detail';
import { ContractStatus, ReadMark } from '@/app/desktop/documents/contract-status';
import PageTitle from '@/app/desktop/components/page-title';
import styles from './contracts.module.css';
import { sideScrollTable } from '@/app/desktop/components/side-scroll-table';
import { useLocale } from '@/shared/i18n';

const MIN_TABLE_WIDTH = 640;

/** /contracts: the partner's contracts in a table; `?id=` opens one in a drawer with its PDF. */
export default function ContractsPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const [filters, setFilters] = useState<ContractFilters>({});
  const [pageNum, setPageNum] = useState(1);
  const { data, error, loading, refresh } = useContractPage(filters, pageNum);
  const getContainer = usePopupContainer();

  const filter = (next: ContractFilters) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPageNum(1);
  };
  const open = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: !id },
    );

  // Fixed widths for the short columns and the title taking the rest (ellipsis, full text on hover),
  // so the table fits its card at 1024 px instead of pushing columns out of sight; the counterparty
  // goes under the title, and the type and effective date show from xl on.
  const nowrap = { style: { whiteSpace: 'nowrap' } } as const;
  const columns: TableColumnsType<ContractSummary> = [
    {
      title: m.columns.title,
      dataIndex: 'title',
      ellipsis: { showTitle: false },
      render: (title: string, contract) => (
        <Flex vertical gap={2} align="flex-start" className={styles.titleCell}>
          <Button
            type="link"
            title={title}
            className={styles.titleButton}
            onClick={() => open(contract.documentId)}
          >
            <span className={styles.ellipsis}>{title}</span>
          </Button>
          <Typography.Text
            type="secondary"
            title={contract.counterparty}
            className={`${styles.ellipsis} ${styles.counterparty}`}
          >
            {contract.counterparty}
          </Typography.Text>
          <ReadMark isNew={contract.isNew} readVersion={contract.readVersion} />
        </Flex>
      ),
    },
    {
      title: m.columns.type,
      dataIndex: 'contractType',
      width: 150,
      ellipsis: true,
      responsive: ['xl'],
    },
    {
      title: m.columns.effectiveDate,
      dataIndex: 'effectiveDate',
      width: 130,
      onCell: () => nowrap,
      render: (d: string) => formatDate(d),
      responsive: ['xl'],
    },
    {
      title: m.columns.expiryDate,
      dataIndex: 'expiryDate',
      width: 130,
      onCell: () => nowrap,
      render: (d: string | null) => (d ? formatDate(d) : m.openEnded),
    },
    {
      title: m.columns.status,
      key: 'status',
      width: 150,
      render: (_: unknown, contract) => <ContractStatus contract={contract} />,
    },
    {
      title: m.columns.version,
      dataIndex: 'version',
      width: 90,
      onCell: () => nowrap,
      render: (v: number) => m.version(v),
    },
  ];

  const filtered = !!(filters.state || filters.contractType || filters.keyword);
  const state = error && !data ? 'error' : !data ? 'loading' : data.total === 0 ? 'empty' : 'ready';

  return (
    <section aria-labelledby="contracts-title" data-block="contracts" data-state={state}>
      <PageTitle id="contracts-title">{m.contractsTitle}</PageTitle>
      <Card>
        <Flex wrap gap="small" className={styles.filters}>
          <Input.Search
            allowClear
            aria-label={m.filters.search}
            placeholder={m.filters.search}
            className={styles.search}
            onSearch={(keyword) => filter({ keyword: keyword.trim() || undefined })}
          />
          <Select<ContractState | ''>
            aria-label={m.filters.stateLabel}
            className={styles.state}
            value={filters.state ?? ''}
            onChange={(value) => filter({ state: value || undefined })}
            getPopupContainer={getContainer}
            options={[
              { value: '', label: m.filters.allStates },
              ...CONTRACT_STATES.map((s) => ({ value: s, label: m.states[s] })),
            ]}
          />
          <Select<string>
            aria-label={m.filters.typeLabel}
            className={styles.type}
            value={filters.contractType ?? ''}
            onChange={(value) =>
              filter({ contractType: (value || undefined) as ContractFilters['contractType'] })
            }
            getPopupContainer={getContainer}
            options={[
              { value: '', label: m.filters.allTypes },
              ...CONTRACT_TYPES.map((t) => ({ value: t, label: t })),
            ]}
          />
        </Flex>
        {state === 'error' && isNoAuthority(error) ? (
          <Result status="403" title={m.noAuthority} />
        ) : state === 'error' ? (
          <Result
            status="warning"
            title={m.loadFailed}
            subTitle={error?.message}
            extra={<Button onClick={refresh}>{m.retry}</Button>}
          />
        ) : (
          <Table<ContractSummary>
            rowKey="documentId"
            columns={columns}
            dataSource={data?.contractList ?? []}
            loading={loading}
            // Below the fixed columns plus a readable title the table scrolls sideways, with its bar showing.
            {...sideScrollTable(MIN_TABLE_WIDTH)}
            locale={{
              emptyText: <Empty description={filtered ? m.empty.contractsFiltered : m.empty.contracts} />,
            }}
            onRow={(contract) =>
              ({ 'data-contract-id': contract.documentId }) as React.HTMLAttributes<HTMLElement>
            }
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPageNum,
            }}
          />
        )}
      </Card>
      <Drawer
        open={!!openId}
        onClose={() => open(null)}
        size="min(960px, 100%)"
        getContainer={getContainer}
        destroyOnHidden
        title={m.contractsTitle}
        closable={{ 'aria-label': m.close }}
      >
        {openId && <ContractDetailView contractId={openId} onBack={() => open(null)} onRead={refresh} />}
      </Drawer>
    </section>
  );
}
