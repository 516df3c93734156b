import { Button, Segmented, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { IncentiveClaim, IncentiveKind } from '@contract/incentive/schemas';
import { blockState } from '@/domains/config/block-state';
import { useIncentiveClaimPage, useIncentivePrograms } from '@/domains/incentive/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import BlockCard from './block-card';
import ClaimStatusTag from '@/app/desktop/components/claim-status-tag';
import { claimFormMessages } from '@/app/messages/claim-form';
import { lazyPage, useLazyDialog } from '@/app/routing/lazy-page';
import { messages } from './messages';

// The claim form (form, date range, upload) loads when it is opened, not with the overview.
const NewClaimModal = lazyPage(
  () => import(/* webpackChunkName: "desktop-new-claim" */ './new-claim-modal'),
  'desktop-new-claim',
);

type KindFilter = 'ALL' | IncentiveKind;

const KIND_LABEL: Record<IncentiveKind, string> = {
  EXCLUSIVE_INCENTIVES_MDF: messages.mdf,
  EXCLUSIVE_INCENTIVES_TDF: messages.tdf,
};

const columns: TableColumnsType<IncentiveClaim> = [
  { title: messages.claimNo, dataIndex: 'claimNo', key: 'claimNo' },
  { title: messages.claimTitle, dataIndex: 'title', key: 'title', ellipsis: true },
  {
    title: messages.claimKind,
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: IncentiveKind) => <Tag>{KIND_LABEL[kind]}</Tag>,
  },
  {
    title: messages.claimAmount,
    key: 'amount',
    align: 'right',
    render: (_, claim) => formatCurrency(claim.amount, claim.currency),
  },
  {
    title: messages.claimStatus,
    dataIndex: 'status',
    key: 'status',
    render: (status) => <ClaimStatusTag status={status} />,
  },
  {
    title: messages.claimSubmitted,
    dataIndex: 'submittedAt',
    key: 'submittedAt',
    render: (value: string) => formatDate(new Date(value)),
  },
];

/** MDF and TDF claims, ten a page, paged on the server. */
export default function ClaimsBlock() {
  const [kind, setKind] = useState<KindFilter>('ALL');
  const [pageNum, setPageNum] = useState(1);
  const composer = useLazyDialog(NewClaimModal);
  const programs = useIncentivePrograms();
  const { data, loading, error, refresh } = useIncentiveClaimPage({
    pageNum,
    ...(kind === 'ALL' ? {} : { kind }),
  });
  const state = blockState({ loading, error, hasData: !!data, isEmpty: (data?.total ?? 0) === 0 });
  return (
    <>
      <BlockCard
        name="claims"
        title={messages.claimsTitle}
        state={state}
        error={error}
        onRetry={refresh}
        emptyText={messages.claimsEmpty}
        extra={
          <Space wrap>
            <Segmented<KindFilter>
              aria-label={messages.claimKind}
              value={kind}
              onChange={(value) => {
                setKind(value);
                setPageNum(1);
              }}
              options={[
                { label: messages.claimsAll, value: 'ALL' },
                { label: messages.mdf, value: 'EXCLUSIVE_INCENTIVES_MDF' },
                { label: messages.tdf, value: 'EXCLUSIVE_INCENTIVES_TDF' },
              ]}
            />
            {programs.programs.length > 0 && (
              <Button
                type="primary"
                loading={composer.opening}
                onClick={composer.open}
                onPointerEnter={composer.preload}
                onFocus={composer.preload}
              >
                {claimFormMessages.newClaim}
              </Button>
            )}
          </Space>
        }
      >
        <Table<IncentiveClaim>
          rowKey="claimId"
          size="middle"
          columns={columns}
          dataSource={data?.claimList}
          loading={loading}
          // Wide rows scroll sideways inside the card. Not `scroll.x`: that makes the table measure every
          // column after each render, a quarter of a second of the throttled first load (README "Quality gates").
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
      {composer.shown && (
        <NewClaimModal
          programs={programs.programs}
          onClose={composer.close}
          onSubmitted={() => {
            // The claims and the programmes reload by themselves: submitClaim invalidates them.
            composer.close();
            setPageNum(1);
          }}
        />
      )}
    </>
  );
}
