/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useEffect, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { ResultCode } from '@contract/shared/result-codes';
import { ApiError } from '@/shared/request/api-error';
import { changeLocale } from '@/shared/i18n';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { StaffList, applyStaffListQuery, initialStaffListQuery, useStaffListQuery } from './staff-list';

jest.setTimeout(120_000);
const wait = { timeout: 15_000 };

interface Row {
  id: string;
  name: string;
  partner: string;
}

const rowsOf = (page: number, count = 10): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${page}${i}`,
    name: `Item ${page}-${i}`,
    partner: i % 2 ? 'GCash' : 'TrueMoney',
  }));

let asked: Record<string, unknown>[] = [];
let withdrawn: string[][] = [];
let answerList: (body: Record<string, unknown>) => Response;
startMswServer(
  http.post('*/test/list', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push(body);
    return answerList(body);
  }),
  http.post('*/test/withdraw', async ({ request }) => {
    withdrawn.push(((await request.json()) as { ids: string[] }).ids);
    return HttpResponse.json(envelope({}));
  }),
);

beforeEach(() => {
  asked = [];
  withdrawn = [];
  answerList = (body) => HttpResponse.json(envelope({ total: 23, rows: rowsOf(Number(body.pageNum)) }));
});

afterEach(() => changeLocale('en'));

const columns: TableColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Partner', dataIndex: 'partner', key: 'partner' },
];

/** A page as the staff screens build one: its query goes to the server with each load. */
function Harness({ withBulk = true }: { withBulk?: boolean }) {
  const [query, setQuery] = useStaffListQuery();
  const [state, setState] = useState<{ rows?: Row[]; total?: number; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    const response = await fetch('/test/list', { method: 'POST', body: JSON.stringify(query) });
    const body = (await response.json()) as {
      success: boolean;
      resultCode: string;
      rows: Row[];
      total: number;
    };
    if (!body.success)
      setState({ loading: false, error: new ApiError(body.resultCode, 'The server refused.') });
    else setState({ loading: false, rows: body.rows, total: body.total });
  }, [query]);
  useEffect(() => void load(), [load]);
  return (
    <StaffList<Row>
      label="Things"
      rowKey="id"
      rowName={(row) => row.name}
      columns={columns}
      rows={state.rows}
      total={state.total}
      loading={state.loading}
      error={state.error}
      onRetry={() => void load()}
      query={query}
      onQueryChange={setQuery}
      search={{ label: 'Search things' }}
      filters={[
        {
          key: 'partner',
          label: 'Partner',
          allLabel: 'All partners',
          options: [
            { value: 'gcash', label: 'GCash' },
            { value: 'truemoney', label: 'TrueMoney' },
          ],
        },
      ]}
      empty="No things yet."
      bulkActions={
        withBulk
          ? [
              {
                key: 'withdraw',
                label: 'Withdraw',
                danger: true,
                confirm: (rows) => ({ title: `Withdraw ${rows.length} things?` }),
                run: async (rows) => {
                  await fetch('/test/withdraw', {
                    method: 'POST',
                    body: JSON.stringify({ ids: rows.map((r) => r.id) }),
                  });
                },
              },
            ]
          : undefined
      }
    />
  );
}

test('the count, paging, search, filter and sort each ask for the right rows', async () => {
  const ui = userEvent.setup();
  render(<Harness withBulk={false} />);
  expect(await screen.findByText('Item 1-0', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('23 in total')).toBeInTheDocument();
  expect(asked[0]).toEqual({ pageNum: 1, pageSize: 10, keyword: '', filters: {} });

  await ui.click(screen.getByTitle('2'));
  expect(await screen.findByText('Item 2-0', {}, wait)).toBeInTheDocument();

  // Sorting keeps the search and the filters; the header sorts with Enter too.
  const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
  expect(nameHeader).toHaveAttribute('tabindex', '0');
  fireEvent.keyDown(nameHeader, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: { key: 'name', order: 'ascend' } }), wait);

  // A search goes back to page 1.
  await ui.click(screen.getByRole('searchbox', { name: 'Search things' }));
  await ui.paste('  item 3 ');
  await ui.keyboard('{Enter}');
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNum: 1, keyword: 'item 3' }), wait);

  await ui.click(screen.getByRole('combobox', { name: 'Partner' }));
  await ui.click(await screen.findByTitle('GCash', {}, wait));
  await waitFor(
    () =>
      expect(asked.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        keyword: 'item 3',
        filters: { partner: 'gcash' },
        sort: { key: 'name', order: 'ascend' },
      }),
    wait,
  );
});

test('nothing matching a search: the filtered empty state, whose button clears search and filters', async () => {
  const ui = userEvent.setup();
  answerList = (body) =>
    HttpResponse.json(envelope(body.keyword ? { total: 0, rows: [] } : { total: 3, rows: rowsOf(1, 3) }));
  render(<Harness />);
  expect(await screen.findByText('Item 1-0', {}, wait)).toBeInTheDocument();
  await ui.click(screen.getByRole('searchbox', { name: 'Search things' }));
  await ui.paste('zzz');
  await ui.keyboard('{Enter}');
  expect(await screen.findByText('Nothing matches the search or filters.', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('0 in total')).toBeInTheDocument();
  await ui.click(screen.getByRole('button', { name: 'Clear search and filters' }));
  expect(await screen.findByText('Item 1-0', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('');
});

test('in Chinese: the row count, the selection and the filtered empty state speak Chinese', async () => {
  await changeLocale('zh-CN');
  const ui = userEvent.setup();
  answerList = (body) =>
    HttpResponse.json(
      envelope(body.keyword ? { total: 0, rows: [] } : { total: 1234, rows: rowsOf(Number(body.pageNum)) }),
    );
  render(<Harness />);
  expect(await screen.findByText('Item 1-0', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('共 1,234 条')).toBeInTheDocument();
  await ui.click(screen.getByRole('checkbox', { name: '选择Item 1-0' }));
  expect(screen.getByRole('group', { name: '对所选行的操作' })).toHaveTextContent('已选 1 条');
  await ui.click(screen.getByRole('button', { name: '清除选择' }));

  await ui.click(screen.getByRole('searchbox', { name: 'Search things' }));
  await ui.paste('zzz');
  await ui.keyboard('{Enter}');
  expect(await screen.findByText('没有符合搜索或筛选条件的结果。', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('共 0 条')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '清除搜索和筛选' })).toBeInTheDocument();
});

test('an empty list says so without a way to clear filters', async () => {
  answerList = () => HttpResponse.json(envelope({ total: 0, rows: [] }));
  render(<Harness />);
  expect(await screen.findByText('No things yet.', {}, wait)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
});

test('a failed load offers a retry; a refusal shows no permission and no table', async () => {
  const ui = userEvent.setup();
  answerList = () => HttpResponse.json(failure(ResultCode.SYSTEM_ERROR), { status: 500 });
  const { unmount } = render(<Harness />);
  const alert = await screen.findByRole('alert', {}, wait);
  expect(alert).toHaveTextContent('This list could not be loaded.');
  answerList = () => HttpResponse.json(envelope({ total: 1, rows: rowsOf(1, 1) }));
  await ui.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Item 1-0', {}, wait)).toBeInTheDocument();
  unmount();

  answerList = () => HttpResponse.json(failure(ResultCode.NO_AUTHORITY), { status: 403 });
  render(<Harness />);
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('No permission');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('rows selected across pages are acted on together after one confirmation', async () => {
  const ui = userEvent.setup();
  render(<Harness />);
  expect(await screen.findByText('Item 1-0', {}, wait)).toBeInTheDocument();
  // Keyboard: the row's checkbox takes Space.
  screen.getByRole('checkbox', { name: 'Select Item 1-0' }).focus();
  await ui.keyboard(' ');
  await ui.click(screen.getByRole('checkbox', { name: 'Select Item 1-1' }));
  await ui.click(screen.getByTitle('2'));
  await ui.click(await screen.findByRole('checkbox', { name: 'Select Item 2-5' }, wait));
  const bar = screen.getByRole('group', { name: 'Actions on the selected rows' });
  expect(bar).toHaveTextContent('3 selected');

  await ui.click(within(bar).getByRole('button', { name: 'Withdraw' }));
  const dialog = await screen.findByRole('dialog', {}, wait);
  expect(dialog).toHaveTextContent('Withdraw 3 things?');
  expect(withdrawn).toEqual([]);
  await ui.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(withdrawn).toEqual([['r10', 'r11', 'r25']]), wait);
  await waitFor(
    () =>
      expect(screen.queryByRole('group', { name: 'Actions on the selected rows' })).not.toBeInTheDocument(),
    wait,
  );
});

test('a list held whole is searched, filtered, sorted and paged in the page', () => {
  const rows = [...rowsOf(1), ...rowsOf(2), ...rowsOf(3)];
  const rules = {
    text: (row: Row) => row.name,
    filters: { partner: (row: Row) => row.partner },
    sorters: { name: (a: Row, b: Row) => a.name.localeCompare(b.name) },
  };
  const all = applyStaffListQuery(rows, initialStaffListQuery(), rules);
  expect(all.total).toBe(30);
  expect(all.rows).toHaveLength(10);
  const found = applyStaffListQuery(
    rows,
    initialStaffListQuery({
      keyword: 'ITEM 2',
      filters: { partner: 'GCash' },
      sort: { key: 'name', order: 'descend' },
    }),
    rules,
  );
  expect(found.total).toBe(5);
  expect(found.rows.map((r) => r.name)).toEqual(['Item 2-9', 'Item 2-7', 'Item 2-5', 'Item 2-3', 'Item 2-1']);
  expect(applyStaffListQuery(rows, initialStaffListQuery({ pageNum: 3 }), rules).rows).toHaveLength(10);
});
