import { Button, Flex, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { StaffInsightIssue, StaffInsightIssuesRequest } from '@contract/staff-content/issues';
import { useInsightIssues } from '@/domains/staff-content/issues';
import { useStaffPartners } from '@/domains/staff-content/hooks';
import { formatDate } from '@/shared/format/date';
import { withCatalogs } from '@/shared/i18n';
import { StaffList, useStaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import type { StaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { issueMessages as m } from './issue-messages';
import { changeStatus } from './issue-status';
import type { IssueStatus as Status } from './issue-status';

// The drawer (versions, readers) loads when an issue is first opened: the list comes first (budgets.json).
const IssueDrawer = lazy(
  withCatalogs(() => import(/* webpackChunkName: "iboss-issue-drawer" */ './issue-drawer')),
);

const d = staffContentMessages.documents;

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
      <Suspense fallback={null}>
        {openIssue && <IssueDrawer issue={openIssue} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
