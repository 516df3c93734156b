import { Button, Card, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { useStaffDocuments, useStaffPartners } from '@/domains/staff-content/hooks';
import { shellMessages } from '@/app/messages/app';
import { usePopupContainer } from '@/app/host/mount-context';
import { DocumentStatusButton } from '@/app/desktop/iboss/components/document-status-button';
import { StaffStates } from '@/app/desktop/iboss/components/staff-states';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { ContractEditor } from './contract-editor';
import styles from './contract-detail.module.css';
import staff from '../../staff.module.css';

const c = staffContentMessages.contracts;
const d = staffContentMessages.documents;
type Status = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

/** A date that never breaks across lines ("2026-" over "12-23" in a narrow column). */
const Day = ({ value }: { value: string | null }) => <span className={staff.nowrap}>{value ?? '–'}</span>;

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
  const getContainer = usePopupContainer();
  const [message, messageHolder] = useStaffMessage();
  const { partners } = useStaffPartners();
  const [partnerId, setPartnerId] = useState<string | undefined>();
  const [status, setStatus] = useState<Status | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useStaffDocuments({
    kinds: ['CONTRACT'],
    pageNum: page,
    pageSize: 10,
    ...(partnerId ? { partnerId } : {}),
    ...(status ? { status } : {}),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
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
      render: (value: string) => (
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
            aria-label={`${staffContentMessages.carousel.edit} ${doc.title} (${doc.partnerName})`}
          >
            {staffContentMessages.carousel.edit}
          </Button>
          <DocumentStatusButton doc={doc} onError={(text) => message.error(text)} />
        </Space>
      ),
    },
  ];

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

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
        <Space wrap className={staff.toolbar}>
          <Select
            aria-label={d.partner}
            allowClear
            placeholder={d.anyPartner}
            value={partnerId}
            onChange={filter(setPartnerId)}
            className={styles.partnerFilter}
            getPopupContainer={getContainer}
            options={partners.map((partner) => ({ value: partner.id, label: partner.name }))}
          />
          <Select
            aria-label={d.status}
            allowClear
            placeholder={d.anyStatus}
            value={status}
            onChange={filter(setStatus)}
            className={styles.statusFilter}
            getPopupContainer={getContainer}
            options={(['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const).map((value) => ({
              value,
              label: d.statuses[value],
            }))}
          />
          <Input.Search
            aria-label={d.keyword}
            placeholder={d.keywordPlaceholder}
            allowClear
            onSearch={filter(setKeyword)}
            className={styles.search}
          />
        </Space>
        {list.data ? (
          <Table
            rowKey="documentId"
            columns={columns}
            dataSource={list.data.documentList}
            loading={list.loading}
            locale={{ emptyText: <Empty description={c.empty} /> }}
            pagination={{
              current: page,
              pageSize: 10,
              total: list.data.total,
              onChange: setPage,
              showSizeChanger: false,
            }}
          />
        ) : (
          <StaffStates loading={list.loading} error={list.error} onRetry={list.refresh} />
        )}
      </Card>
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
    </section>
  );
}
