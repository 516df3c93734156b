import { MONITOR_BATCHES_PER_MINUTE, MONITOR_BATCH_MAX, MONITOR_PATH_MAX } from '@contract/monitor/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';

const BATCH = '/api/spportal/monitor/batch.json';
const USAGE = '/api/spportal/iboss/monitor/usage.json';

interface Usage {
  totalViews: number;
  totalUsers: number;
  pathList: { path: string; views: number; users: number }[];
  partnerList: { partnerId: string | null; partnerName: string | null; views: number; users: number }[];
}

const routeChange = (path: string, time = Date.parse('2026-03-02T09:00:00.000Z')) => ({
  code: 500,
  path,
  time,
});
// The test clock starts at 2026-03-02T09:00Z.
const TODAY = { startDate: '2026-03-02', endDate: '2026-03-02' };

describeWithDatabases('usage monitoring', (ctx) => {
  test('a batch is refused without a session before its body is looked at', async () => {
    const none = await post(ctx.app(), BATCH, { eventList: [routeChange('/overview')] });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, resultCode: ResultCode.SESSION_TIMEOUT });
    const malformed = await post(ctx.app(), BATCH, { nonsense: true }, 'x'.repeat(43));
    expect(malformed.status).toBe(401);
  });

  test('bad batches are refused: empty, too many events, long strings, unknown codes or fields', async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    const bad = [
      { eventList: [] },
      { eventList: Array.from({ length: MONITOR_BATCH_MAX + 1 }, () => routeChange('/overview')) },
      { eventList: [routeChange(`/${'a'.repeat(MONITOR_PATH_MAX)}`)] },
      { eventList: [{ code: 501, path: '/overview', time: 1 }] },
      { eventList: [{ ...routeChange('/overview'), user: { email: 'someone@else.demo' } }] },
      { eventList: [{ code: 500, path: '/overview' }] },
    ];
    for (const body of bad) {
      const answer = await post(ctx.app(), BATCH, body, token);
      expect([answer.status, answer.body.resultCode]).toEqual([400, ResultCode.ILLEGAL_PARAMETERS]);
    }
    const huge = await post(
      ctx.app(),
      BATCH,
      { eventList: [routeChange('/x')], pad: 'x'.repeat(70_000) },
      token,
    );
    expect(huge.status).toBe(413);
    const usage = await post<Usage>(
      ctx.app(),
      USAGE,
      TODAY,
      await signIn(ctx.app(), 'staff@partner-portal.demo'),
    );
    expect(usage.body.totalViews).toBe(0);
  });

  test('events are stored under the caller and counted per path and per partner for staff', async () => {
    const gcash = await signIn(ctx.app(), 'ops@gcash.demo');
    const truemoney = await signIn(ctx.app(), 'ops@truemoney.demo');
    const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');

    const stored = await post(
      ctx.app(),
      BATCH,
      {
        eventList: [
          routeChange('/overview'),
          routeChange('/contracts'),
          routeChange('/overview'),
          { code: 'CHUNK_LOAD_ERROR', detail: 'desktop-overview', time: Date.now() },
        ],
      },
      gcash,
    );
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ success: true, stored: 4 });
    await post(ctx.app(), BATCH, { eventList: [routeChange('/mobile/overview')] }, truemoney);
    await post(ctx.app(), BATCH, { eventList: [routeChange('/iboss/configuration')] }, staff);

    const usage = await post<Usage>(ctx.app(), USAGE, TODAY, staff);
    expect(usage.status).toBe(200);
    // The failure report is stored but is not a page view.
    expect([usage.body.totalViews, usage.body.totalUsers]).toEqual([5, 3]);
    expect(usage.body.pathList).toEqual([
      { path: '/overview', views: 2, users: 1 },
      { path: '/contracts', views: 1, users: 1 },
      { path: '/iboss/configuration', views: 1, users: 1 },
      { path: '/mobile/overview', views: 1, users: 1 },
    ]);
    expect(usage.body.partnerList).toEqual([
      { partnerId: 'gcash', partnerName: 'GCash', views: 3, users: 1 },
      { partnerId: 'truemoney', partnerName: 'TrueMoney', views: 1, users: 1 },
      { partnerId: null, partnerName: null, views: 1, users: 1 },
    ]);

    const rows = await ctx.app().db.query<{
      email: string;
      partner_id: string | null;
      staff: boolean;
      code: string;
      detail: string | null;
    }>(
      `SELECT u.email, e.partner_id, e.staff, e.code, e.detail FROM monitor_events e
         JOIN users u ON u.id = e.user_id ORDER BY e.id`,
    );
    expect(rows.at(3)).toEqual({
      email: 'ops@gcash.demo',
      partner_id: 'gcash',
      staff: false,
      code: 'CHUNK_LOAD_ERROR',
      detail: 'desktop-overview',
    });
    expect(rows.at(-1)).toMatchObject({ email: 'staff@partner-portal.demo', partner_id: null, staff: true });
  });

  test('usage counts by the day the server received the events, in the caller time zone', async () => {
    ctx.clock.advance(86_400_000);
    const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    const gcash = await signIn(ctx.app(), 'ops@gcash.demo');
    // A browser clock a year off still counts on the day it arrived.
    await post(ctx.app(), BATCH, { eventList: [routeChange('/growth', 1_000)] }, gcash);
    const next = await post<Usage>(
      ctx.app(),
      USAGE,
      { startDate: '2026-03-03', endDate: '2026-03-03' },
      staff,
    );
    expect(next.body.pathList).toEqual([{ path: '/growth', views: 1, users: 1 }]);
    // Received at 2026-03-03T09:00Z, which is still 2026-03-02 (23:00) ten hours west of UTC.
    const west = await post<Usage>(
      ctx.app(),
      USAGE,
      { startDate: '2026-03-02', endDate: '2026-03-02', utcOffsetMinutes: -600 },
      staff,
    );
    expect(west.body.pathList.map((p) => p.path)).toContain('/growth');
    const [row] = await ctx
      .app()
      .db.query<{ client_at: Date | null }>(`SELECT client_at FROM monitor_events WHERE path = '/growth'`);
    expect(row.client_at).toBeNull();
  });

  test('usage is for staff only, and takes a real, ordered day range', async () => {
    const partner = await signIn(ctx.app(), 'ops@gcash.demo');
    const admin = await signIn(ctx.app(), 'admin@partner-portal.demo');
    const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    expect((await post(ctx.app(), USAGE, TODAY)).status).toBe(401);
    for (const token of [partner, admin]) {
      const refused = await post(ctx.app(), USAGE, TODAY, token);
      expect([refused.status, refused.body.resultCode]).toEqual([403, ResultCode.NO_AUTHORITY]);
    }
    for (const range of [
      { startDate: '2026-03-05', endDate: '2026-03-01' },
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      { startDate: '', endDate: '2026-03-01' },
    ]) {
      const answer = await post(ctx.app(), USAGE, range, staff);
      expect([answer.status, answer.body.resultCode]).toEqual([400, ResultCode.DATETIME_FORMAT_ERROR]);
    }
    const missing = await post(ctx.app(), USAGE, { startDate: '2026-03-01' }, staff);
    expect(missing.status).toBe(400);
  });

  test('a batch does not count as activity: an idle session still ends on time', async () => {
    const token = await signIn(ctx.app(), 'ops@dana.demo');
    const idleMs = ctx.app().config.sessionIdleMinutes * 60_000;
    ctx.clock.advance(idleMs - 60_000);
    const sent = await post(ctx.app(), BATCH, { eventList: [routeChange('/overview')] }, token);
    expect(sent.status).toBe(200);
    ctx.clock.advance(120_000);
    const late = await post(ctx.app(), BATCH, { eventList: [routeChange('/overview')] }, token);
    expect([late.status, late.body.resultCode]).toEqual([401, ResultCode.SESSION_TIMEOUT]);
    const user = await ctx
      .app()
      .inject({ method: 'GET', url: '/ighome/api/account/user.json', headers: { ctoken: token } });
    expect(user.statusCode).toBe(401);
  });

  test('a session may send so many batches a minute, also when they arrive at once; others are not held back', async () => {
    const token = await signIn(ctx.app(), 'ops@truemoney.demo');
    const other = await signIn(ctx.app(), 'ops@gcash.demo');
    const burst = MONITOR_BATCHES_PER_MINUTE + 10;
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        post(ctx.app(), BATCH, { eventList: [routeChange('/overview')] }, token),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MONITOR_BATCHES_PER_MINUTE);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0].body).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
    expect(Number(refused[0].raw.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(ctx.app(), BATCH, { eventList: [routeChange('/overview')] }, other)).status).toBe(200);

    const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    // Earlier tests moved the clock on: count the day it is now.
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const usage = await post<Usage>(ctx.app(), USAGE, { startDate: day, endDate: day }, staff);
    const truemoney = usage.body.partnerList.find((row) => row.partnerName === 'TrueMoney');
    expect(truemoney?.views).toBe(MONITOR_BATCHES_PER_MINUTE);

    // The next minute opens a new window.
    ctx.clock.advance(61_000);
    expect((await post(ctx.app(), BATCH, { eventList: [routeChange('/overview')] }, token)).status).toBe(200);
  });
});
