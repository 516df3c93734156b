import { ResultCode } from '../../../../contract/result-codes';
import { describeWithDatabases } from '../../test-support/databases';
import { post, signIn } from '../../test-support/http';

const QUERY = '/api/spportal/operationLog/query.json';

interface Entry {
  id: string;
  time: string;
  action: string;
  actor: string | null;
  outcome: string;
  ip: string | null;
}
interface Page {
  total: number;
  pageNum: number;
  pageSize: number;
  operationLogList: Entry[];
}

describeWithDatabases('operation log', (ctx) => {
  test('sign-in, failed sign-in and sign-out of the partner are listed newest first, other partners not', async () => {
    await post(ctx.app(), '/api/spportal/auth/login.json', {
      email: 'ops@gcash.demo',
      password: 'Wrong#0000',
    });
    ctx.clock.advance(1000);
    const gcash = await signIn(ctx.app(), 'ops@gcash.demo');
    ctx.clock.advance(1000);
    const other = await signIn(ctx.app(), 'ops@truemoney.demo');
    await post(ctx.app(), '/api/spportal/auth/logout.json', {}, other);
    ctx.clock.advance(1000);

    const page = await post<Page>(ctx.app(), QUERY, { pageNum: 1 }, gcash);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.operationLogList.map((e) => [e.action, e.actor, e.outcome])).toEqual([
      ['SIGN_IN', 'ops@gcash.demo', 'SUCCESS'],
      ['SIGN_IN_FAILED', 'ops@gcash.demo', 'FAILURE'],
    ]);
    expect(page.body.operationLogList[0].time).toBe('2026-03-02T09:00:01.000Z');
    expect(JSON.stringify(page.body)).not.toContain('Wrong#0000');
  });

  test('filters by action and UTC date range, pages by pageSize', async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    const failures = await post<Page>(ctx.app(), QUERY, { pageNum: 1, action: 'SIGN_IN_FAILED' }, token);
    expect(failures.body.operationLogList.every((e) => e.action === 'SIGN_IN_FAILED')).toBe(true);
    expect(failures.body.total).toBe(1);
    const firstPage = await post<Page>(ctx.app(), QUERY, { pageNum: 1, pageSize: 1 }, token);
    const secondPage = await post<Page>(ctx.app(), QUERY, { pageNum: 2, pageSize: 1 }, token);
    expect(firstPage.body.operationLogList).toHaveLength(1);
    expect(secondPage.body.operationLogList[0].id).not.toBe(firstPage.body.operationLogList[0].id);
    const nextDay = await post<Page>(ctx.app(), QUERY, { pageNum: 1, startDate: '2026-03-03' }, token);
    expect(nextDay.body.total).toBe(0);
    const sameDay = await post<Page>(
      ctx.app(),
      QUERY,
      { pageNum: 1, startDate: '2026-03-02', endDate: '2026-03-02' },
      token,
    );
    expect(sameDay.body.total).toBe(firstPage.body.total);
    const reversed = await post(
      ctx.app(),
      QUERY,
      { pageNum: 1, startDate: '2026-03-05', endDate: '2026-03-01' },
      token,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ resultCode: ResultCode.DATETIME_FORMAT_ERROR });
  });

  test("another user's own security events stay theirs; actions on the partner's data are shared", async () => {
    const app = ctx.app();
    // The admin signs in (starts on GCash), fails a switch and downloads a GCash file.
    const admin = await signIn(app, 'admin@partner-portal.demo');
    await post(app, '/api/spportal/admin/setPartner.json', { partnerId: 'dana' }, admin);
    await post(app, '/api/spportal/auth/login.json', {
      email: 'admin@partner-portal.demo',
      password: 'Bad#pass1',
    });
    await app.audit.record({
      action: 'FILE_DOWNLOAD',
      userId: 'u-admin',
      partnerId: 'gcash',
      ip: '127.0.0.1',
      outcome: 'SUCCESS',
    });
    const partnerUser = await signIn(app, 'ops@gcash.demo');
    const seen = await post<Page>(app, QUERY, { pageNum: 1, pageSize: 100 }, partnerUser);
    const adminRows = seen.body.operationLogList.filter((e) => e.actor === 'admin@partner-portal.demo');
    expect(adminRows.map((e) => e.action)).toEqual(['FILE_DOWNLOAD']);
    // The admin still sees their own events on the partner they are on.
    const own = await post<Page>(app, QUERY, { pageNum: 1, pageSize: 100 }, admin);
    const ownActions = own.body.operationLogList
      .filter((e) => e.actor === 'admin@partner-portal.demo')
      .map((e) => e.action);
    expect(ownActions).toEqual(expect.arrayContaining(['SIGN_IN', 'PARTNER_SWITCH', 'FILE_DOWNLOAD']));
    const filtered = await post<Page>(app, QUERY, { pageNum: 1, action: 'SIGN_IN' }, partnerUser);
    expect(filtered.body.operationLogList.every((e) => e.actor === 'ops@gcash.demo')).toBe(true);
  });

  test('staff (no current partner) and signed-out callers are refused', async () => {
    const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    expect((await post(ctx.app(), QUERY, { pageNum: 1 }, staff)).status).toBe(403);
    expect((await post(ctx.app(), QUERY, { pageNum: 1 })).status).toBe(401);
  });
});
