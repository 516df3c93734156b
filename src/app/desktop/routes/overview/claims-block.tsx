import { DownloadOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import type { DfPartnerClaim, DfKind } from '@contract/df/schemas';
import { blockState } from '@/domains/config/block-state';
import { useDfPartnerClaimPage, useDfPrograms } from '@/domains/df/hooks';
import { paymentProofFile } from '@/domains/df/payment-proof';
import FileDownloadButton from '@/app/desktop/components/file-download-button';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDateRange } from '@/shared/format/date';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import BlockCard from './block-card';
import ClaimStatusTag from '@/app/desktop/components/claim-status-tag';
import { claimFormMessages } from '@/app/messages/claim-form';
import { lazyPage, useLazyDialog } from '@/app/routing/lazy-page';
import { messages } from './messages';
import components from '@/app/desktop/components/components.module.css';
import styles from './overview.module.css';

// The claim form (form, date range, upload) loads when it is opened, not with the overview.
const NewClaimModal = lazyPage(
  () => import(/* webpackChunkName: "desktop-new-claim" */ './new-claim-modal'),
  'desktop-new-claim',
);

type KindFilter = 'ALL' | DfKind;

const KIND_LABEL: Record<DfKind, string> = {
  get EXCLUSIVE_INCENTIVES_MDF() {
    return messages.mdf;
  },
  get EXCLUSIVE_INCENTIVES_TDF() {
    return messages.tdf;
  },
};

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

// Auto layout (no `ellipsis`, which makes antd fix every column to the same width): the number,
// amount and date keep to one line and the title takes what is left, wrapping if it must.
// Built while rendering, so the headings are in the language shown.
const claimColumns = (): TableColumnsType<DfPartnerClaim> => [
  { title: messages.claimNo, dataIndex: 'claimNo', key: 'claimNo', onCell: () => nowrap },
  { title: messages.claimTitle, dataIndex: 'title', key: 'title' },
  {
    title: messages.claimKind,
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: DfKind) => <Tag>{KIND_LABEL[kind]}</Tag>,
  },
  {
    title: messages.claimAmount,
    key: 'amount',
    align: 'right',
    onCell: () => nowrap,
    render: (_, claim) => formatCurrency(claim.amount, claim.currency),
  },
  {
    title: messages.claimStatus,
    dataIndex: 'status',
    key: 'status',
    onCell: () => nowrap,
    render: (status) => <ClaimStatusTag status={status} />,
  },
  {
    title: messages.claimSubmitted,
    dataIndex: 'submittedAt',
    key: 'submittedAt',
    onCell: () => nowrap,
    render: (value: string) => formatDate(new Date(value)),
  },
];

/** What the list holds beyond the columns: why a claim was refused, what was asked, how it was paid. */
function ClaimDetails({ claim }: { claim: DfPartnerClaim }) {
  const d = messages.claimDetails;
  const proof = paymentProofFile(claim);
  const facts: [string, ReactNode][] = [
    [d.title, claim.title],
    ...(claim.activityStart && claim.activityEnd
      ? [[d.activity, formatDateRange(claim.activityStart, claim.activityEnd)] as [string, string]]
      : []),
    [d.requested, formatCurrency(claim.requestedAmount, claim.currency)],
    ...(claim.requestedAmount !== claim.amount &&
    claim.status !== 'SUBMITTED' &&
    claim.status !== 'UNDER_REVIEW'
      ? [[d.approvedAmount, formatCurrency(claim.amount, claim.currency)] as [string, string]]
      : []),
    ...(claim.rejectReason ? [[d.rejectReason, claim.rejectReason] as [string, string]] : []),
    ...(claim.paymentRef ? [[d.paymentRef, claim.paymentRef] as [string, string]] : []),
    ...(claim.paidOn ? [[d.paidOn, formatDate(claim.paidOn)] as [string, string]] : []),
    ...(proof
      ? [
          [
            d.paymentProof,
            <FileDownloadButton file={proof} type="link" style={{ padding: 0 }} icon={<DownloadOutlined />}>
              {proof.fileName}
            </FileDownloadButton>,
          ] as [string, ReactNode],
        ]
      : []),
    [d.updated, formatDate(new Date(claim.updatedAt))],
  ];
  return (
    <dl aria-label={d.label(claim.claimNo)} className={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** MDF and TDF claims, ten a page, paged on the server. */
export default function ClaimsBlock() {
  const [kind, setKind] = useState<KindFilter>('ALL');
  const [pageNum, setPageNum] = useState(1);
  const composer = useLazyDialog(NewClaimModal);
  const programs = useDfPrograms();
  const hasPrograms = programs.programs.length > 0;
  const { data, loading, error, refresh } = useDfPartnerClaimPage({
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
            {/* A partner without programmes (Dana) has no MDF or TDF claims to filter by. */}
            {hasPrograms && (
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
            )}
            {hasPrograms && (
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
        <Table<DfPartnerClaim>
          rowKey="claimId"
          size="middle"
          columns={claimColumns()}
          dataSource={data?.claimList}
          loading={loading}
          // A row opens (click or the + button) to what the columns leave out, the refusal reason first.
          expandable={{
            // A header for the column of open buttons: every cell of a data table has one (axe td-has-header).
            columnTitle: <span className={components.visuallyHidden}>{messages.claimDetailsColumn}</span>,
            expandedRowRender: (claim) => <ClaimDetails claim={claim} />,
            expandRowByClick: true,
          }}
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
