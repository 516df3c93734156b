import { Button, Checkbox, Collapse, Drawer, Flex, Modal, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { StaffInsightIssue, StaffInsightIssuesRequest } from '@contract/staff-content/issues';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { setInsightStatus, useInsightIssues } from '@/domains/staff-content/issues';
import { useStaffPartners } from '@/domains/staff-content/hooks';
import { formatDate } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import { DocumentHistory } from '@/app/desktop/iboss/components/document-history';
import { StaffList, useStaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import type { StaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { issueMessages as m } from './issue-messages';

const d = staffContentMessages.documents;
type Status = 'PUBLISHED' | 'ARCHIVED';

const SORTS: Record<string, Record<'ascend' | 'descend', StaffInsightIssuesRequest['sort']>> = {
  period: { ascend: 'PERIOD_ASC', descend: 'PERIOD_DESC' },
  title: { ascend: 'TITLE_ASC', descend: 'TITLE_DESC' },
};

/** The staff list's query as the issues call takes it. */
export function issuesRequest(query: StaffListQuery): StaffInsightIssuesRequest {
  const { kind, partnerId, status } = query.filters;
  return {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(kind ? { kind: kind as 'NEWSLETTER' | 'QBR' } : {}),
    ...(partnerId ? { partnerId } : {}),
    ...(status ? { status: status as Status } : {}),
    ...(query.sort ? { sort: SORTS[query.sort.key][query.sort.order] } : {}),
  };
}

/**
 * Withdraws or publishes the documents in one call after the caller's confirmation; says what
 * changed. Throws the call's error (the list or drawer shows it).
 */
async function changeStatus(documentIds: string[], status: Status, say: (text: string) => void) {
  const { changed } = await setInsightStatus({ documentIds, status });
  say(
    changed === 0
      ? m.nothingChanged
      : status === 'ARCHIVED'
        ? m.withdrawn(changed)
        : m.publishedAgain(changed),
  );
}

/** One issue's partners: withdraw or publish for the chosen ones at once; each copy's versions and readers. */
function IssueDrawer({ issue, onClose }: { issue: StaffInsightIssue; onClose: () => void }) {
  const getContainer = usePopupContainer();
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = useStaffMessage();
  const [chosen, setChosen] = useState<string[]>([]);
  const docs = issue.documents;
  const pick = (ids: string[]) => docs.filter((doc) => ids.includes(doc.documentId));

  const act = (status: Status) => {
    const names = pick(chosen).map((doc) => doc.partnerName);
    void modal.confirm({
      title:
        status === 'ARCHIVED'
          ? m.confirmWithdrawPartners(issue.title, names)
          : m.confirmPublishPartners(issue.title, names),
      content: status === 'ARCHIVED' ? m.withdrawText : m.publishText,
      okText: status === 'ARCHIVED' ? d.withdraw : d.publish,
      okButtonProps: { danger: status === 'ARCHIVED' },
      cancelText: m.cancel,
      getContainer,
      onOk: async () => {
        try {
          await changeStatus(
            pick(chosen).map((doc) => doc.documentId),
            status,
            (text) => message.success(text),
          );
          setChosen([]);
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };

  return (
    <Drawer
      open
      size="large"
      title={m.drawerTitle(issue.title, issue.period)}
      onClose={onClose}
      getContainer={getContainer}
    >
      {modalHolder}
      {messageHolder}
      <Typography.Title level={3}>{m.drawerPartners}</Typography.Title>
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values as string[])}>
        <Space orientation="vertical">
          {docs.map((doc) => (
            <Checkbox
              key={doc.documentId}
              value={doc.documentId}
              aria-label={m.selectPartner(doc.partnerName)}
            >
              {doc.partnerName}{' '}
              <Tag color={doc.status === 'PUBLISHED' ? 'success' : undefined}>{d.statuses[doc.status]}</Tag>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <Flex gap={8} wrap style={{ marginBlock: 16 }}>
        <Button
          danger
          disabled={!pick(chosen).some((doc) => doc.status === 'PUBLISHED')}
          onClick={() => act('ARCHIVED')}
        >
          {m.withdrawSelected}
        </Button>
        <Button
          disabled={!pick(chosen).some((doc) => doc.status !== 'PUBLISHED')}
          onClick={() => act('PUBLISHED')}
        >
          {m.publishSelected}
        </Button>
      </Flex>
      <Collapse
        items={docs.map((doc: StaffDocumentItem) => ({
          key: doc.documentId,
          label: m.versionsOf(doc.partnerName),
          children: <DocumentHistory doc={doc} />,
        }))}
      />
    </Drawer>
  );
}

/** Business insights one row per issue, with bulk withdraw and publish (StaffList). */
export function InsightIssues() {
  const [message, messageHolder] = useStaffMessage();
  const { partners } = useStaffPartners();
  const [query, setQuery] = useStaffListQuery({ sort: { key: 'period', order: 'descend' } });
  const list = useInsightIssues(issuesRequest(query));
  const [open, setOpen] = useState<string | null>(null);
  const openIssue = list.data?.issueList.find((issue) => issue.issueKey === open);
  const idsOf = (issues: StaffInsightIssue[]) =>
    issues.flatMap((issue) => issue.documents.map((doc) => doc.documentId));

  const columns: TableColumnsType<StaffInsightIssue> = [
    { title: m.kind, key: 'kind', render: (_v, issue) => m.kinds[issue.kind] },
    { title: m.title, key: 'title', dataIndex: 'title', sorter: true },
    { title: m.period, key: 'period', dataIndex: 'period', sorter: true },
    {
      title: m.partners,
      key: 'partners',
      render: (_v, issue) => (
        <Flex wrap gap={4}>
          {issue.documents.map((doc) => (
            <Tag key={doc.documentId} color={doc.status === 'PUBLISHED' ? 'success' : undefined}>
              {doc.partnerName}: {d.statuses[doc.status]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: m.reach,
      key: 'reach',
      render: (_v, issue) => m.reachCount(issue.publishedCount, issue.documents.length),
    },
    {
      title: m.firstPublished,
      key: 'publishedAt',
      render: (_v, issue) => (issue.publishedAt ? formatDate(issue.publishedAt) : '–'),
    },
    {
      title: m.actions,
      key: 'actions',
      render: (_v, issue) => (
        <Button
          size="small"
          onClick={() => setOpen(issue.issueKey)}
          aria-label={m.manageFor(issue.title, issue.period)}
        >
          {m.manage}
        </Button>
      ),
    },
  ];

  return (
    <>
      {messageHolder}
      <StaffList<StaffInsightIssue>
        label={m.listLabel}
        rowKey="issueKey"
        rowName={(issue) => `${issue.title} (${issue.period})`}
        columns={columns}
        rows={list.data?.issueList}
        total={list.data?.total}
        loading={list.loading}
        error={list.error}
        onRetry={list.refresh}
        query={query}
        onQueryChange={setQuery}
        search={{ label: m.search }}
        countText={m.count}
        filters={[
          {
            key: 'kind',
            label: m.kind,
            allLabel: m.allKinds,
            options: Object.entries(m.kinds).map(([value, label]) => ({ value, label })),
          },
          {
            key: 'partnerId',
            label: m.partner,
            allLabel: m.allPartners,
            searchable: true,
            options: partners.map((partner) => ({ value: partner.id, label: partner.name })),
          },
          {
            key: 'status',
            label: m.status,
            allLabel: m.allStatuses,
            options: Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
          },
        ]}
        empty={m.empty}
        emptyFiltered={m.emptyFiltered}
        bulkActions={[
          {
            key: 'withdraw',
            label: m.withdrawAll,
            danger: true,
            confirm: (issues) => ({
              title: m.confirmWithdrawIssues(issues.length),
              content: m.withdrawText,
              okText: d.withdraw,
            }),
            run: (issues) => changeStatus(idsOf(issues), 'ARCHIVED', (text) => message.success(text)),
          },
          {
            key: 'publish',
            label: m.publishAll,
            confirm: (issues) => ({
              title: m.confirmPublishIssues(issues.length),
              content: m.publishText,
              okText: d.publish,
            }),
            run: (issues) => changeStatus(idsOf(issues), 'PUBLISHED', (text) => message.success(text)),
          },
        ]}
      />
      {openIssue && <IssueDrawer issue={openIssue} onClose={() => setOpen(null)} />}
    </>
  );
}
