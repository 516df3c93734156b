/**
 * The operation log's calls answered at the network level, shared by both trees' page tests: the
 * filters (the actions given, one partner actor, staff entries present) for the whole file, and
 * before each test the given entries as one page, with what each query sent kept in `requests`.
 */
import { clearCache } from 'ahooks';
import type { OperationLogEntry } from '@contract/operation-log/schemas';
import { envelope, http, HttpResponse, startMswServer } from './msw-server';

export const OPERATION_LOG_QUERY = '*/api/spportal/operationLog/query.json';
export const OPERATION_LOG_EXPORT = '*/api/spportal/operationLog/export.json';
const FILTERS = '*/api/spportal/operationLog/filters.json';

/** A partner's sign-in at 2026-03-02 09:00 UTC, with the fields given instead. */
export const logEntry = (fields: Partial<OperationLogEntry>): OperationLogEntry => ({
  id: '1',
  time: '2026-03-02T09:00:00.000Z',
  action: 'SIGN_IN',
  actor: 'ops@gcash.demo',
  staff: false,
  target: null,
  outcome: 'SUCCESS',
  ip: '127.0.0.1',
  ...fields,
});

export function serveOperationLog(entries: OperationLogEntry[], actionList: string[]) {
  const server = startMswServer(
    http.post(FILTERS, () =>
      HttpResponse.json(envelope({ actionList, actorList: ['ops@gcash.demo'], hasStaffEntries: true })),
    ),
  );
  const requests: Record<string, unknown>[] = [];
  beforeEach(() => {
    clearCache();
    requests.length = 0;
    server.use(
      http.post(OPERATION_LOG_QUERY, async ({ request }) => {
        requests.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(envelope({ total: 2, pageNum: 1, pageSize: 10, operationLogList: entries }));
      }),
    );
  });
  return { server, requests };
}
