/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// antd tables render slowly on a busy machine.

const entries = [
  entry({
    id: '2',
    action: 'STAFF_DOCUMENT_PUBLISH',
    staff: true,
    actor: null,
    target: 'Newsletter March',
    ip: null,
  }),
  entry({ id: '1' }),
];

const { server, requests } = serveOperationLog(entries, ['STAFF_DOCUMENT_PUBLISH', 'SIGN_IN']);

/** Types a day into a date filter the way a person would, and confirms it with Enter. */
const pickDay = async (label: string, day: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.type(input, `${day}{Enter}`);
};

const show = () => renderScreen(<OperationLogPage />, { url: '/operation-log', pattern: '/operation-log' });

describe('desktop operation log', () => {
  it('lists entries newest first with staff entries marked and UTC on hover', async () => {
    show();
    const staffRow = (await screen.findByText('Newsletter March')).closest('tr')!;
    expect(within(staffRow).getByText('Staff')).toBeInTheDocument();
    expect(within(staffRow).getByText(/Network staff/)).toBeInTheDocument();
    // A staff change reads as what happened, not as its code.
    expect(within(staffRow).getByText('Published a document')).toBeInTheDocument();
    expect(screen.getByText('ops@gcash.demo')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.getAllByTitle('UTC 2026-03-02 09:00:00')).toHaveLength(2);
    expect(requests[0]).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(typeof requests[0].utcOffsetMinutes).toBe('number');
  });

  it('says a reversed date range is invalid and asks nothing for it', async () => {
    show();
    await screen.findByText('Newsletter March');
    await pickDay('From', '2026-03-05');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ startDate: '2026-03-05' }));
    const asked = requests.length;
    await pickDay('To', '2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(/end date is before the start date/i);
    expect(requests).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('sends a valid date range to the server', async () => {
    show();
    await screen.findByText('Newsletter March');
    await pickDay('From', '2026-03-01');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ startDate: '2026-03-01' }));
    // The kit's date picker, shown the same on every browser (not the browser's own date box).
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('type', 'date');
  });

  it('shows the catalogue message when there is nothing to export', async () => {
    server.use(http.post(EXPORT, () => HttpResponse.json(failure('IPAY_RS_510872007'), { status: 400 })));
    show();
    await screen.findByText('Newsletter March');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no records to export.');
  });

  it('disables the export, saying why, when no entry matches', async () => {
    let exported = 0;
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, operationLogList: [] })),
      ),
      http.post(EXPORT, () => {
        exported += 1;
        return HttpResponse.json(failure('IPAY_RS_510872007'), { status: 400 });
      }),
    );
    show();
    await screen.findByText('Nothing has been logged for your account yet.');
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('There are no entries to export for these filters.');
    expect(exported).toBe(0);
  });

  it('offers every action on screen in the filter, also one logged after the filters loaded', async () => {
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json(
          envelope({
            total: 2,
            pageNum: 1,
            pageSize: 10,
            operationLogList: [entry({ id: '3', action: 'OPERATION_LOG_EXPORT' }), entry({ id: '1' })],
          }),
        ),
      ),
    );
    show();
    await screen.findByText('Exported the operation log');
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox.parentElement!).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Signed in', 'Exported the operation log']),
    );
  });

  it('downloads the CSV the server answers', async () => {
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
    show();
    await screen.findByText('Newsletter March');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0].text()).toContain('Time (UTC),Actor');
  });

  it('offers a retry when the log fails to load, and tells a user without access', async () => {
    server.use(http.post(QUERY, () => HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })));
    const { unmount } = show();
    expect(await screen.findByText('The operation log could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    unmount();
    clearCache();
    server.use(http.post(QUERY, () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })));
    show();
    expect(await screen.findByText(/no access to this partner/i)).toBeInTheDocument();
  });
});
