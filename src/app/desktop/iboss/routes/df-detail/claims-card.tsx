import { Button, Card, InputNumber, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ClaimStatus, DfClaim, DfKind } from '@contract/df/schemas';
import { CLAIM_AMOUNT_MAX, CLAIM_STATUSES } from '@contract/df/constants';
import type { ClaimSort } from '@contract/df/constants';
import { useDfClaims } from '@/domains/df/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import ClaimStatusTag from '@/app/desktop/components/claim-status-tag';
import { StaffList, useStaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import { messages } from './messages';
import styles from './df-detail.module.css';
import staff from '../../staff.module.css';
import components from '@/app/desktop/components/components.module.css';

// Getters: the names are read when shown, in the language shown then (docs/i18n.md).
const KIND: Record<DfKind, string> = {
  get EXCLUSIVE_INCENTIVES_MDF() {
    return messages.mdf;
  },
  get EXCLUSIVE_INCENTIVES_TDF() {
    return messages.tdf;
  },
};

const DAY_MS = 86_400_000;
const isWaiting = (status: ClaimStatus) => status === 'SUBMITTED' || status === 'UNDER_REVIEW';
/** Whole days a claim has waited since it was submitted. */
const daysWaiting = (submittedAt: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(submittedAt).getTime()) / DAY_MS));

interface Props {
  /** The page's partner and year filters (shared with the budgets above). */
  partnerId?: string;
  year?: number;
  onOpen: (claimId: string) => void;
}

/**
 * Every partner's claims (the staff list page): found by claim number, partner or activity and an
 * amount range on the server; filtered by status and fund; ordered waiting-first or as the review
 * queue (only waiting claims, oldest first). The oldest waiting claim is highlighted with its age.
 */
export default function ClaimsCard({ partnerId, year, onOpen }: Props) {
  const [query, setQuery] = useStaffListQuery();
  // The range applies when typed out (Enter or leaving the box), not on every keystroke.
  const [range, setRange] = useState<{ min?: number; max?: number }>({});
  const [typed, setTyped] = useState<{ min?: number | null; max?: number | null }>({});
  const status = query.filters.status as ClaimStatus | undefined;
  const kind = query.filters.kind as DfKind | undefined;
  const sort = query.filters.order as ClaimSort | undefined;
  const claims = useDfClaims({
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    partnerId,
    year,
    status,
    kind,
    sort,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(range.min !== undefined ? { amountMin: range.min } : {}),
    ...(range.max !== undefined ? { amountMax: range.max } : {}),
  });
  const oldest = claims.data?.oldestWaiting ?? null;
  const now = Date.now();

  const applyRange = () => {
    const min = typed.min ?? undefined;
    const max = typed.max ?? undefined;
    if (min === range.min && max === range.max) return;
    setRange({ min, max });
    setQuery({ ...query, pageNum: 1 });
  };

  const columns: TableColumnsType<DfClaim> = [
    { title: messages.claimNo, dataIndex: 'claimNo', key: 'claimNo' },
    { title: messages.partner, dataIndex: 'partnerName', key: 'partner' },
    { title: messages.kind, key: 'kind', render: (_, c) => <Tag>{KIND[c.kind]}</Tag> },
    // A bounded width (the full title on hover) so the row fits a 1024 px window more often.
    { title: messages.activity, dataIndex: 'title', key: 'title', ellipsis: true, width: 240 },
    {
      title: messages.requested,
      key: 'requested',
      align: 'right',
      render: (_, c) => formatCurrency(c.requestedAmount, c.currency),
    },
    {
      title: messages.approvedAmount,
      key: 'approved',
      align: 'right',
      render: (_, c) =>
        c.status === 'APPROVED' || c.status === 'PAID' ? formatCurrency(c.amount, c.currency) : messages.none,
    },
    { title: messages.status, key: 'status', render: (_, c) => <ClaimStatusTag status={c.status} /> },
    {
      title: messages.submitted,
      key: 'submitted',
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDate(new Date(c.submittedAt))}</span>
          {isWaiting(c.status) && (
            <Typography.Text type="secondary" className={styles.age}>
              {messages.waitingDays(daysWaiting(c.submittedAt, now))}
            </Typography.Text>
          )}
          {oldest?.claimId === c.claimId && <Tag color="warning">{messages.oldestWaiting}</Tag>}
        </Space>
      ),
    },
    {
      title: <span className={components.visuallyHidden}>{messages.actions}</span>,
      key: 'open',
      fixed: 'right',
      render: (_, c) => (
        <Button
          size="small"
          type="link"
          onClick={() => onOpen(c.claimId)}
          aria-label={messages.openClaim(c.claimNo)}
        >
          {messages.open}
        </Button>
      ),
    },
  ];

  return (
    <Card title={<h2 className={staff.cardTitle}>{messages.claimsTitle}</h2>}>
      <StaffList<DfClaim>
        label={messages.claimsTitle}
        rowKey="claimId"
        columns={columns}
        rows={claims.data?.claimList}
        total={claims.data?.total}
        loading={claims.loading}
        error={claims.error}
        onRetry={claims.refresh}
        query={query}
        onQueryChange={setQuery}
        search={{ label: messages.searchClaims }}
        filters={[
          {
            key: 'order',
            label: messages.order,
            allLabel: messages.orderOpenFirst,
            options: [{ value: 'QUEUE', label: messages.orderQueue }],
          },
          {
            key: 'status',
            label: messages.status,
            allLabel: messages.allStatuses,
            options: CLAIM_STATUSES.map((s) => ({ value: s, label: messages.claimStatuses[s] })),
          },
          {
            key: 'kind',
            label: messages.kind,
            allLabel: messages.allFunds,
            options: [
              { value: 'EXCLUSIVE_INCENTIVES_MDF', label: messages.mdf },
              { value: 'EXCLUSIVE_INCENTIVES_TDF', label: messages.tdf },
            ],
          },
        ]}
        toolbarExtra={
          <Space.Compact>
            <InputNumber
              aria-label={messages.amountMin}
              placeholder={messages.amountMin}
              min={0}
              max={CLAIM_AMOUNT_MAX}
              precision={2}
              className={styles.amountFilter}
              value={typed.min ?? null}
              onChange={(value) => setTyped((t) => ({ ...t, min: value }))}
              onBlur={applyRange}
              onPressEnter={applyRange}
            />
            <InputNumber
              aria-label={messages.amountMax}
              placeholder={messages.amountMax}
              min={0}
              max={CLAIM_AMOUNT_MAX}
              precision={2}
              className={styles.amountFilter}
              value={typed.max ?? null}
              onChange={(value) => setTyped((t) => ({ ...t, max: value }))}
              onBlur={applyRange}
              onPressEnter={applyRange}
            />
          </Space.Compact>
        }
        empty={messages.claimsEmpty}
        emptyFiltered={messages.claimsEmptyFiltered}
        countText={messages.totalItems}
        errorTitle={messages.loadFailed}
        tableProps={{
          rowClassName: (c) => (oldest?.claimId === c.claimId ? styles.oldestRow : ''),
        }}
      />
      {/* The oldest waiting claim may be on another page: named here with a way to open it. */}
      {oldest && (
        <Typography.Paragraph className={styles.queueNote}>
          {messages.oldestNote(
            formatDate(new Date(oldest.submittedAt)),
            daysWaiting(oldest.submittedAt, now),
          )}{' '}
          <Button size="small" type="link" onClick={() => onOpen(oldest.claimId)}>
            {messages.openOldest}
          </Button>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
