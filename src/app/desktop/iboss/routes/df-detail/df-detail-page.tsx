import { Alert, Button, Card, Flex, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { DfBudget, DfClaim, ClaimStatus, DfKind } from '@contract/df/schemas';
import { CLAIM_STATUSES } from '@contract/df/constants';
import { useDfBudgets, useDfClaims } from '@/domains/df/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import PageTitle from '@/app/desktop/components/page-title';
import ClaimStatusTag from '@/app/desktop/components/claim-status-tag';
import { messages } from './messages';
import styles from './df-detail.module.css';
import staff from '../../staff.module.css';
import components from '@/app/desktop/components/components.module.css';

// The claim drawer and the budget dialog (forms, validation, messages) load when first opened, so
// the list's first load carries none of them (budgets.json).
const BudgetModal = lazy(() => import(/* webpackChunkName: "iboss-df-budget" */ './budget-modal'));
const ClaimDrawer = lazy(() => import(/* webpackChunkName: "iboss-df-claim" */ './claim-drawer'));

const KIND: Record<DfKind, string> = {
  EXCLUSIVE_INCENTIVES_MDF: messages.mdf,
  EXCLUSIVE_INCENTIVES_TDF: messages.tdf,
};

function Money({ value, currency, usd }: { value: number; currency: string; usd: number }) {
  return (
    <div className={styles.money}>
      <div>{formatCurrency(value, currency)}</div>
      {currency !== 'USD' && <div className={styles.usd}>{messages.inUsd(formatCurrency(usd, 'USD'))}</div>}
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={messages.loadFailed}
      description={errorText(error)}
      action={<Button onClick={onRetry}>{messages.retry}</Button>}
    />
  );
}

/** Staff: every partner's MDF and TDF budgets per year and the claims against them, with review. */
export default function DfDetailPage() {
  const thisYear = new Date().getFullYear();
  const [partnerId, setPartnerId] = useState<string | undefined>();
  const [year, setYear] = useState<number | undefined>(thisYear);
  const [status, setStatus] = useState<ClaimStatus | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [openClaim, setOpenClaim] = useState<string | null>(null);
  // Mounted from the first opening on, so the drawer keeps its closing animation.
  const [claimDrawerWanted, setClaimDrawerWanted] = useState(false);
  if (openClaim && !claimDrawerWanted) setClaimDrawerWanted(true);
  const [budgetDraft, setBudgetDraft] = useState<Partial<DfBudget> | null>(null);

  // A budget save and a claim move are declared writes (domains/df/api.ts): both lists reload by themselves.
  const budgets = useDfBudgets({ partnerId, year });
  const claims = useDfClaims({ pageNum, pageSize: PAGE_SIZE, partnerId, year, status });
  const partners = budgets.data?.partnerList ?? [];
  const years = Array.from({ length: 4 }, (_, i) => thisYear + 1 - i);

  const budgetColumns: TableColumnsType<DfBudget> = [
    { title: messages.partner, dataIndex: 'partnerName', key: 'partner' },
    { title: messages.year, dataIndex: 'year', key: 'year' },
    { title: messages.kind, key: 'kind', render: (_, b) => <Tag>{KIND[b.kind]}</Tag> },
    ...(
      [
        ['budget', messages.budget],
        ['pending', messages.pending],
        ['approvedNotPaid', messages.approvedNotPaid],
        ['paid', messages.paid],
        ['remaining', messages.remaining],
      ] as const
    ).map(([field, title]) => ({
      title,
      key: field,
      align: 'right' as const,
      render: (_: unknown, b: DfBudget) => (
        <Money value={b[field]} currency={b.currency} usd={b.usd[field]} />
      ),
    })),
    {
      // Every cell of a data table has a header (axe td-has-header), here for screen readers only.
      title: <span className={components.visuallyHidden}>{messages.actions}</span>,
      key: 'adjust',
      // Kept in view at the right edge while the wide figures scroll sideways under it (at 1024 px
      // they do not fit the card).
      fixed: 'right',
      render: (_, b) => (
        <Button
          size="small"
          onClick={() => setBudgetDraft(b)}
          aria-label={`${messages.adjust} ${b.partnerName} ${b.year} ${KIND[b.kind]}`}
        >
          {messages.adjust}
        </Button>
      ),
    },
  ];

  const claimColumns: TableColumnsType<DfClaim> = [
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
      render: (_, c) => formatDate(new Date(c.submittedAt)),
    },
    {
      title: <span className={components.visuallyHidden}>{messages.actions}</span>,
      key: 'open',
      fixed: 'right',
      render: (_, c) => (
        <Button
          size="small"
          type="link"
          onClick={() => setOpenClaim(c.claimId)}
          aria-label={messages.openClaim(c.claimNo)}
        >
          {messages.open}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="df-title">
      <Flex justify="space-between" align="center" wrap gap={12} className={staff.toolbar}>
        <PageTitle id="df-title" className={staff.flushTitle}>
          {messages.title}
        </PageTitle>
        <Space wrap>
          <Select
            aria-label={messages.partner}
            className={styles.partnerFilter}
            value={partnerId ?? ''}
            onChange={(value) => {
              setPartnerId(value || undefined);
              setPageNum(1);
            }}
            options={[
              { value: '', label: messages.allPartners },
              ...partners.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
          <Select
            aria-label={messages.year}
            className={styles.yearFilter}
            value={year ?? 0}
            onChange={(value) => {
              setYear(value || undefined);
              setPageNum(1);
            }}
            options={[
              { value: 0, label: messages.allYears },
              ...years.map((y) => ({ value: y, label: String(y) })),
            ]}
          />
          <Button type="primary" onClick={() => setBudgetDraft({ partnerId, year: year ?? thisYear })}>
            {messages.setBudget}
          </Button>
        </Space>
      </Flex>

      <Card title={<h2 className={staff.cardTitle}>{messages.budgetsTitle}</h2>} className={staff.gapBelow}>
        {budgets.error ? (
          <LoadError error={budgets.error} onRetry={budgets.refresh} />
        ) : (
          <Table<DfBudget>
            rowKey="programId"
            size="middle"
            columns={budgetColumns}
            dataSource={budgets.data?.budgetList}
            loading={budgets.loading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: messages.budgetsEmpty }}
          />
        )}
      </Card>

      {/* The claims card waits until the budgets above it have their rows (its own data loads
          meanwhile): placed under an empty budgets table it would be pushed down the page when
          they arrive (layout-shift line in budgets.json). */}
      {(budgets.data || budgets.error) && (
        <Card
          title={<h2 className={staff.cardTitle}>{messages.claimsTitle}</h2>}
          extra={
            <Select
              aria-label={messages.status}
              className={styles.statusFilter}
              value={status ?? ''}
              onChange={(value) => {
                setStatus((value || undefined) as ClaimStatus | undefined);
                setPageNum(1);
              }}
              options={[
                { value: '', label: messages.allStatuses },
                ...CLAIM_STATUSES.map((s) => ({ value: s, label: messages.claimStatuses[s] })),
              ]}
            />
          }
        >
          {claims.error ? (
            <LoadError error={claims.error} onRetry={claims.refresh} />
          ) : (
            <Table<DfClaim>
              rowKey="claimId"
              size="middle"
              columns={claimColumns}
              dataSource={claims.data?.claimList}
              loading={claims.loading}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: messages.claimsEmpty }}
              pagination={{
                current: pageNum,
                pageSize: PAGE_SIZE,
                total: claims.data?.total ?? 0,
                showSizeChanger: false,
                showTotal: messages.totalItems,
                onChange: setPageNum,
              }}
            />
          )}
        </Card>
      )}

      <Suspense fallback={null}>
        {claimDrawerWanted && <ClaimDrawer claimId={openClaim} onClose={() => setOpenClaim(null)} />}
        {budgetDraft && (
          <BudgetModal
            draft={budgetDraft}
            partners={partners}
            years={years}
            onClose={() => setBudgetDraft(null)}
            onSaved={() => setBudgetDraft(null)}
          />
        )}
      </Suspense>
    </section>
  );
}
