import { Alert, Button, Card, Flex, Modal, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { DfBudget, DfKind } from '@contract/df/schemas';
import { deleteDfBudget } from '@/domains/df/api';
import { useDfBudgets } from '@/domains/df/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { withCatalogs } from '@/shared/i18n';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import PageTitle from '@/app/desktop/components/page-title';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import ClaimsCard from './claims-card';
import { messages } from './messages';
import styles from './df-detail.module.css';
import staff from '../../staff.module.css';
import components from '@/app/desktop/components/components.module.css';

// The dialogs load when first opened: the list is what the page shows first (budgets.json).
const BudgetModal = lazy(
  withCatalogs(() => import(/* webpackChunkName: "iboss-df-budget" */ './budget-modal')),
);
const BudgetHistoryModal = lazy(
  withCatalogs(() => import(/* webpackChunkName: "iboss-df-budget" */ './budget-history-modal')),
);
const ClaimDrawer = lazy(
  withCatalogs(() => import(/* webpackChunkName: "iboss-df-claim" */ './claim-drawer')),
);

// Getters: the names are read when shown, in the language shown then (docs/i18n.md).
const KIND: Record<DfKind, string> = {
  get EXCLUSIVE_INCENTIVES_MDF() {
    return messages.mdf;
  },
  get EXCLUSIVE_INCENTIVES_TDF() {
    return messages.tdf;
  },
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
  const [openClaim, setOpenClaim] = useState<string | null>(null);
  // Mounted from the first opening on, so the drawer keeps its closing animation.
  const [claimDrawerWanted, setClaimDrawerWanted] = useState(false);
  if (openClaim && !claimDrawerWanted) setClaimDrawerWanted(true);
  const [budgetDraft, setBudgetDraft] = useState<Partial<DfBudget> | null>(null);
  const [historyOf, setHistoryOf] = useState<DfBudget | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [notice, noticeHolder] = useStaffMessage();
  const getContainer = usePopupContainer();

  const confirmDelete = (b: DfBudget, name: string) =>
    void modal.confirm({
      title: messages.deleteBudgetTitle(name),
      content: messages.deleteBudgetContent,
      okText: messages.deleteBudget,
      okButtonProps: { danger: true },
      cancelText: messages.cancel,
      getContainer,
      onOk: async () => {
        try {
          await deleteDfBudget(b.programId);
          void notice.success(messages.budgetDeleted);
        } catch (error) {
          void notice.error(errorText(error));
        }
      },
    });

  // A budget save and a claim move are declared writes (domains/df/api.ts): both lists reload by themselves.
  const budgets = useDfBudgets({ partnerId, year });
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
      render: (_, b) => {
        const name = `${b.partnerName} ${b.year} ${KIND[b.kind]}`;
        return (
          <Space size={4}>
            <Button size="small" onClick={() => setBudgetDraft(b)} aria-label={messages.adjustLabel(name)}>
              {messages.adjust}
            </Button>
            <Button size="small" onClick={() => setHistoryOf(b)} aria-label={messages.historyLabel(name)}>
              {messages.historyButton}
            </Button>
            {/* Only a programme without claims may go (the server refuses the others). */}
            {b.claimCount === 0 && (
              <Button
                size="small"
                danger
                onClick={() => confirmDelete(b, name)}
                aria-label={messages.deleteBudgetLabel(name)}
              >
                {messages.deleteBudget}
              </Button>
            )}
          </Space>
        );
      },
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
      {/* The claims card loads with the budgets but stays hidden (no layout box) until the budgets
          above it have their rows: placed under an empty budgets table it would be pushed down the
          page when they arrive (layout-shift line in budgets.json). */}
      <div hidden={!budgets.data && !budgets.error}>
        <ClaimsCard
          key={`${partnerId ?? ''}-${year ?? ''}`}
          partnerId={partnerId}
          year={year}
          onOpen={setOpenClaim}
        />
      </div>

      {modalHolder}
      {noticeHolder}
      <Suspense fallback={null}>
        {claimDrawerWanted && <ClaimDrawer claimId={openClaim} onClose={() => setOpenClaim(null)} />}
        {historyOf && <BudgetHistoryModal budget={historyOf} onClose={() => setHistoryOf(null)} />}
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
