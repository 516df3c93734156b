import { Button, Card, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { useStaffDocuments, useStaffPartners } from '@/domains/staff-content/hooks';
import { shellMessages } from '@/app/messages/app';
import { formatDate } from '@/shared/format/date';
import { withCatalogs } from '@/shared/i18n';
import { DocumentStatusButton } from '@/app/desktop/iboss/components/document-status-button';
import { StaffList, useStaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import staff from '../../staff.module.css';

// The editor loads when first opened: the list is what the page shows first (budgets.json).
const ContractEditor = lazy(
  withCatalogs(() =>
    import(/* webpackChunkName: "iboss-contract-editor" */ './contract-editor').then((module) => ({
      default: module.ContractEditor,
    })),
  ),
);

const c = staffContentMessages.contracts;
const d = staffContentMessages.documents;
type Status = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

/** A date that never breaks across lines ("2026-" over "12-23" in a narrow column). */
const Day = ({ value }: { value: string | null }) => (
  <span className={staff.nowrap}>{value ? formatDate(value) : '–'}</span>
);

/** Effective period; a contract without an expiry date is open-ended. */
function Period({ doc }: { doc: StaffDocumentItem }) {
  if (!doc.expiryDate)
    return (
      <>
        {c.from} <Day value={doc.effectiveDate} />, {c.openEnded}
      </>
    );
  return (
    <>
      <Day value={doc.effectiveDate} /> – <Day value={doc.expiryDate} />
    </>
  );
}

/** /iboss/contract/detail: every partner's contracts, filters, editing, versions and readers. */
export default function ContractDetailPage() {
  const [message, messageHolder] = useStaffMessage();
  const { partners } = useStaffPartners();
  const [query, setQuery] = useStaffListQuery();
  const { partnerId } = query.filters;
  const status = query.filters.status as Status | undefined;
  const list = useStaffDocuments({
    kinds: ['CONTRACT'],
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(partnerId ? { partnerId } : {}),
    ...(status ? { status } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  });
  const [editing, setEditing] = useState<StaffDocumentItem | 'new' | null>(null);

  const columns: TableColumnsType<StaffDocumentItem> = [
    { title: c.columns.partner, dataIndex: 'partnerName' },
    { title: c.columns.title, dataIndex: 'title' },
    { title: c.columns.type, dataIndex: 'contractType' },
    { title: c.columns.counterparty, dataIndex: 'counterparty' },
    {
      title: c.columns.period,
      key: 'period',
      render: (_value, doc) => <Period doc={doc} />,
    },
    {
      title: c.columns.status,
      dataIndex: 'status',
      render: (value: Status) => (
        <Tag color={value === 'PUBLISHED' ? 'success' : undefined}>{d.statuses[value]}</Tag>
      ),
    },
    { title: c.columns.version, dataIndex: 'currentVersion' },
    {
      title: c.columns.actions,
      key: 'actions',
      render: (_value, doc) => (
        <Space>
          <Button
            size="small"
            onClick={() => setEditing(doc)}
            aria-label={d.editLabel(doc.title, doc.partnerName)}
          >
            {staffContentMessages.carousel.edit}
          </Button>
          <DocumentStatusButton doc={doc} onError={(text) => message.error(text)} />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="section-title">
      {messageHolder}
      <Space className={staff.titleRow} align="center">
        <Typography.Title level={1} id="section-title" className={staff.pageTitle}>
          {shellMessages.staff.contractDetail}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          {c.create}
        </Button>
      </Space>
      <Typography.Paragraph>{c.intro}</Typography.Paragraph>
      <Card>
        <StaffList<StaffDocumentItem>
          label={shellMessages.staff.contractDetail}
          rowKey="documentId"
          columns={columns}
          rows={list.data?.documentList}
          total={list.data?.total}
          loading={list.loading}
          error={list.error}
          onRetry={list.refresh}
          query={query}
          onQueryChange={setQuery}
          search={{ label: d.keywordPlaceholder }}
          filters={[
            {
              key: 'partnerId',
              label: d.partner,
              allLabel: d.anyPartner,
              searchable: true,
              options: partners.map((partner) => ({ value: partner.id, label: partner.name })),
            },
            {
              key: 'status',
              label: d.status,
              allLabel: d.anyStatus,
              options: (['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const).map((value) => ({
                value,
                label: d.statuses[value],
              })),
            },
          ]}
          empty={c.empty}
        />
      </Card>
      <Suspense fallback={null}>
        {editing && (
          <ContractEditor
            doc={editing === 'new' ? null : editing}
            partners={partners}
            onClose={() => setEditing(null)}
            onSaved={(text) => {
              setEditing(null);
              message.success(text);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
