/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCache } from 'ahooks';
import { envelope, failure, http, HttpResponse } from '@/test/msw-server';
import {
  logEntry as entry,
  OPERATION_LOG_EXPORT as EXPORT,
  OPERATION_LOG_QUERY as QUERY,
  serveOperationLog,
} from '@/test/operation-log-msw';
import { renderScreen } from '@/app/session/test-render';
import OperationLogPage from './operation-log-page';

const entries = [
  entry({ id: '2', action: 'CONTENT_PUBLISH', staff: true, actor: null, target: 'Newsletter March' }),
  entry({ id: '1' }),
];

const { server, requests } = serveOperationLog(entries, ['CONTENT_PUBLISH', 'SIGN_IN']);

const show = () =>
  renderScreen(<OperationLogPage />, {
    url: '/mobile/operation-log',
    pattern: '/mobile/operation-log',
    platform: 'mobile',
  });

describe('mobile operation log', () => {
  it('lists the entries with staff marked and UTC in the title, and says when there are no more', async () => {
    show();
    const rows = await screen.findAllByTestId('log-entry');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Newsletter March')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Staff')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Signed in')).toBeInTheDocument();
    expect(within(rows[1]).getByText('ops@gcash.demo')).toBeInTheDocument();
    expect(screen.getAllByTitle('UTC 2026-03-02 09:00:00')).toHaveLength(2);
    expect(await screen.findByText('No more entries')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('filters by action and by staff, and offers the staff actor only when the log has staff entries', async () => {
    show();
    await screen.findAllByTestId('log-entry');
    const action = screen.getByLabelText('Action');
    await waitFor(() => expect(within(action).getByText('Signed in')).toBeInTheDocument());
    fireEvent.change(action, { target: { value: 'SIGN_IN' } });
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ action: 'SIGN_IN', pageNum: 1 }));
    const actor = screen.getByLabelText('Actor');
    expect(within(actor).getByText('Network staff')).toBeInTheDocument();
    fireEvent.change(actor, { target: { value: 'STAFF' } });
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ action: 'SIGN_IN', actorKind: 'STAFF' }));
  });

  it('refuses a reversed date range without asking, and disables the export', async () => {
    show();
    await screen.findAllByTestId('log-entry');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ startDate: '2026-03-05' }));
    const asked = requests.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/end date is before the start date/i);
    expect(requests).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // The notice ends the page: no list, and no empty card under it.
    expect(screen.queryAllByTestId('log-entry')).toHaveLength(0);
    expect(notice.nextElementSibling).toBeNull();
  });

  it('says when a filter matches nothing', async () => {
    show();
    await screen.findAllByTestId('log-entry');
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, operationLogList: [] })),
      ),
    );
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'CONTENT_PUBLISH' } });
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('shows the catalogue message when there is nothing to export, and the file when there is', async () => {
    server.use(http.post(EXPORT, () => HttpResponse.json(failure('IPAY_RS_510872007'), { status: 400 })));
    show();
    await screen.findAllByTestId('log-entry');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no records to export.');

    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    server.use(
      http.post(
        EXPORT,
        () =>
          new HttpResponse('\uFEFFTime (UTC),Actor\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="operation-log-2026-03-02.csv"',
            },
          }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0].text()).toContain('Time (UTC),Actor');
  });

  it('offers a retry when the log fails to load, and tells a user without access', async () => {
    let fail = true;
    server.use(
      http.post(QUERY, () =>
        fail
          ? HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })
          : HttpResponse.json(envelope({ total: 2, pageNum: 1, pageSize: 10, operationLogList: entries })),
      ),
    );
    const { unmount } = show();
    expect(await screen.findByText('The operation log could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('log-entry')).toHaveLength(2);
    unmount();
    clearCache();
    server.use(http.post(QUERY, () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })));
    show();
    expect(await screen.findByText(/no access to this partner/i)).toBeInTheDocument();
  });
});
