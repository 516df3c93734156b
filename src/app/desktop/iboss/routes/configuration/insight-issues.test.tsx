/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { CONFIG_STAFF_API, DOCUMENT_STAFF_API as API } from '@contract/staff-content/constants';
import type { StaffInsightIssue } from '@contract/staff-content/issues';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { changeLocale } from '@/shared/i18n';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { InsightIssues } from './insight-issues';

jest.setTimeout(120_000);
const wait = { timeout: 15_000 };

const PARTNERS = [
  { id: 'dana', name: 'Dana' },
  { id: 'gcash', name: 'GCash' },
  { id: 'tngd', name: 'TNGD' },
  { id: 'truemoney', name: 'TrueMoney' },
];
const copy = (partner: { id: string; name: string }, status = 'PUBLISHED'): StaffDocumentItem => ({
  documentId: `doc-${partner.id}`,
  partnerId: partner.id,
  partnerName: partner.name,
  kind: 'NEWSLETTER',
  title: 'October pulse',
  contractType: null,
  counterparty: null,
  period: '2026-10',
  effectiveDate: null,
  expiryDate: null,
  status: status as StaffDocumentItem['status'],
  currentVersion: 1,
  publishedAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
  versions: [
    {
      version: 1,
      fileUrl: `f-${partner.id}`,
      fileName: 'pulse.pdf',
      createdAt: '2026-10-02T09:00:00.000Z',
      note: null,
    },
  ],
});
let status = 'PUBLISHED';
const issue = (): StaffInsightIssue => ({
  issueKey: 'NEWSLETTER\u001f2026-10\u001fOctober pulse',
  kind: 'NEWSLETTER',
  title: 'October pulse',
  period: '2026-10',
  publishedAt: '2026-10-02T09:00:00.000Z',
  publishedCount: status === 'PUBLISHED' ? 4 : 0,
  documents: PARTNERS.map((p) => copy(p, status)),
});

let asked: Record<string, unknown>[] = [];
let changes: Record<string, unknown>[] = [];
startMswServer(
  http.post(`*${API.insightIssues}`, async ({ request }) => {
    asked.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(envelope({ total: 1, pageNum: 1, pageSize: 10, issueList: [issue()] }));
  }),
  http.post(`*${API.insightSetStatus}`, async ({ request }) => {
    const body = (await request.json()) as { documentIds: string[]; status: string };
    changes.push(body);
    status = body.status;
    return HttpResponse.json(envelope({ changed: body.documentIds.length }));
  }),
  http.post(`*${CONFIG_STAFF_API.partners}`, () => HttpResponse.json(envelope({ partnerList: PARTNERS }))),
  http.post(`*${API.readers}`, async ({ request }) => {
    const { documentId } = (await request.json()) as { documentId: string };
    return HttpResponse.json(
      envelope({
        readerList:
          documentId === 'doc-gcash'
            ? [
                {
                  email: 'ops@gcash.demo',
                  fullName: 'Maria Santos',
                  version: 1,
                  readAt: '2026-10-03T08:00:00.000Z',
                },
              ]
            : [],
      }),
    );
  }),
);

beforeEach(() => {
  clearCache();
  asked = [];
  changes = [];
  status = 'PUBLISHED';
});

test('one row per issue with its partners; withdrawing from all four is one confirmed call', async () => {
  const ui = userEvent.setup();
  render(<InsightIssues />);
  const row = (await screen.findByRole('cell', { name: 'October pulse' }, wait)).closest('tr')!;
  expect(row).toHaveTextContent('4 of 4 partners');
  expect(row).toHaveTextContent('Oct 2, 2026');
  expect(screen.getByText('1 issue')).toBeInTheDocument();
  expect(asked[0]).toEqual({ pageNum: 1, pageSize: 10, sort: 'PERIOD_DESC' });

  await ui.click(within(row).getByRole('checkbox', { name: 'Select October pulse (2026-10)' }));
  await ui.click(screen.getByRole('button', { name: 'Withdraw from all partners' }));
  const dialog = await screen.findByRole('dialog', {}, wait);
  expect(dialog).toHaveTextContent('Withdraw this issue from all its partners?');
  expect(changes).toEqual([]);
  await ui.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(
    () =>
      expect(changes).toEqual([
        { documentIds: ['doc-dana', 'doc-gcash', 'doc-tngd', 'doc-truemoney'], status: 'ARCHIVED' },
      ]),
    wait,
  );
  expect(await screen.findByText('Withdrawn from 4 partners.', {}, wait)).toBeInTheDocument();
  // The declared write reloads the list.
  await waitFor(
    () => expect(screen.getByRole('cell', { name: '0 of 4 partners' })).toBeInTheDocument(),
    wait,
  );
});

test('in Chinese the issues list, its count and the confirmation are Chinese', async () => {
  await changeLocale('zh-CN');
  try {
    const ui = userEvent.setup();
    render(<InsightIssues />);
    const row = (await screen.findByRole('cell', { name: 'October pulse' }, wait)).closest('tr')!;
    expect(row).toHaveTextContent('4 / 4 个合作伙伴');
    expect(screen.getByText('1 期')).toBeInTheDocument();
    await ui.click(within(row).getByRole('checkbox', { name: '选择October pulse (2026-10)' }));
    await ui.click(screen.getByRole('button', { name: '从所有合作伙伴撤回' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(dialog).toHaveTextContent('从其所有合作伙伴撤回此期刊？');
    expect(within(dialog).getByRole('button', { name: /^撤\s?回$/ })).toBeInTheDocument();
  } finally {
    await changeLocale('en');
  }
});

test('the details drawer publishes for the chosen partners only and shows versions and readers', async () => {
  const ui = userEvent.setup();
  status = 'ARCHIVED';
  render(<InsightIssues />);
  await ui.click(await screen.findByRole('button', { name: 'Details of October pulse (2026-10)' }, wait));
  const drawer = await screen.findByRole('dialog', {}, wait);
  await ui.click(within(drawer).getByRole('checkbox', { name: 'Choose GCash' }));
  await ui.click(within(drawer).getByRole('checkbox', { name: 'Choose Dana' }));
  await ui.click(within(drawer).getByRole('button', { name: 'Publish to the chosen partners' }));
  await screen.findAllByText('Publish October pulse to Dana, GCash?', {}, wait);
  expect(changes).toEqual([]);
  const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
  await ui.click(within(confirm).getByRole('button', { name: 'Publish' }));
  await waitFor(
    () => expect(changes).toEqual([{ documentIds: ['doc-dana', 'doc-gcash'], status: 'PUBLISHED' }]),
    wait,
  );

  await ui.click(within(drawer).getByRole('button', { name: 'GCash: versions and readers' }));
  expect(
    await within(drawer).findByText(
      /Maria Santos \(ops@gcash.demo\) read version 1 on Oct 3, 2026/,
      {},
      wait,
    ),
  ).toBeInTheDocument();
  expect(within(drawer).getByText('Version 1: pulse.pdf, Oct 2, 2026')).toBeInTheDocument();
});

test('search, filters and sort reach the issues call', async () => {
  const ui = userEvent.setup();
  render(<InsightIssues />);
  await screen.findByRole('cell', { name: 'October pulse' }, wait);
  await ui.click(screen.getByRole('searchbox', { name: 'Search issues' }));
  await ui.paste('pulse');
  await ui.keyboard('{Enter}');
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: 'pulse', pageNum: 1 }), wait);
  await ui.click(screen.getByRole('columnheader', { name: /Issue/ }));
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: 'pulse', sort: 'TITLE_ASC' }), wait);
});
