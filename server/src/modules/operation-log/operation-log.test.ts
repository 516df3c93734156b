import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import { DF_PARTNER_API, DF_API } from '@contract/df/constants';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import { CONFIG_STAFF_API, CAROUSEL_STAFF_API, DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { createUser, post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';

const QUERY = '/api/spportal/operationLog/query.json';
const FILTERS = '/api/spportal/operationLog/filters.json';
const EXPORT = '/api/spportal/operationLog/export.json';
const EXPORT_LIMIT = 5;

interface Entry {
  id: string;
  time: string;
  action: string;
  actor: string | null;
  staff: boolean;
  target: string | null;
  outcome: string;
  ip: string | null;
}
interface Page {
  total: number;
  pageNum: number;
  pageSize: number;
  operationLogList: Entry[];
}

describeWithDatabases(
  'operation log',
  (ctx) => {
    const staffEdit = async (partnerId: string, action = 'CONTENT_PUBLISH') => {
      const [staff] = await ctx
        .app()
        .db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'staff@partner-portal.demo'`);
      await ctx.app().audit.record({
        action,
        userId: staff.id,
        partnerId,
        ip: '10.0.0.9',
        outcome: 'SUCCESS',
        target: 'Newsletter March',
      });
    };

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
      expect(page.body.pageSize).toBe(10);
      expect(page.body.operationLogList.map((e) => [e.action, e.actor, e.outcome, e.staff])).toEqual([
        ['SIGN_IN', 'ops@gcash.demo', 'SUCCESS', false],
        ['SIGN_IN_FAILED', 'ops@gcash.demo', 'FAILURE', false],
      ]);
      expect(page.body.operationLogList[0].time).toBe('2026-03-02T09:00:01.000Z');
      expect(JSON.stringify(page.body)).not.toContain('Wrong#0000');
    });

    test('staff actions on a partner appear, marked, in that partner log only and without the staff address', async () => {
      await staffEdit('gcash');
      const gcash = await signIn(ctx.app(), 'ops@gcash.demo');
      const truemoney = await signIn(ctx.app(), 'ops@truemoney.demo');
      const mine = await post<Page>(ctx.app(), QUERY, { pageNum: 1, actorKind: 'STAFF' }, gcash);
      expect(mine.body.operationLogList).toHaveLength(1);
      expect(mine.body.operationLogList[0]).toMatchObject({
        action: 'CONTENT_PUBLISH',
        staff: true,
        actor: null,
        target: 'Newsletter March',
        ip: null,
      });
      const theirs = await post<Page>(ctx.app(), QUERY, { pageNum: 1, action: 'CONTENT_PUBLISH' }, truemoney);
      expect(theirs.body.total).toBe(0);
      expect(JSON.stringify(mine.body)).not.toContain('staff@partner-portal.demo');
      const own = await post<Page>(ctx.app(), QUERY, { pageNum: 1, actorKind: 'PARTNER' }, gcash);
      expect(own.body.operationLogList.every((e) => !e.staff)).toBe(true);
    });

    test('staff changes through the staff calls show the partner what changed, a named action and no staff IP', async () => {
      const app = ctx.app();
      const staff = await signIn(app, 'staff@partner-portal.demo');
      const [{ before }] = await app.db.query<{ before: number }>(
        `SELECT coalesce(max(id), 0)::int AS before FROM operation_log`,
      );
      // The staff work from an address of their own, which the partner must not learn.
      const asStaff = async <T = Record<string, unknown>>(url: string, payload: object) => {
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: { ctoken: staff },
          payload,
          remoteAddress: '10.20.30.40',
        });
        expect(answer.statusCode).toBe(200);
        return answer.json<{ data?: T } & T>();
      };
      await asStaff(CONFIG_STAFF_API.settingsSave, {
        partnerId: 'gcash',
        values: { 'support.email': 'gcash-desk@network.example' },
      });
      await asStaff(DOCUMENT_STAFF_API.save, {
        kind: 'CONTRACT',
        partnerId: 'gcash',
        title: 'GCash Master Agreement 2027',
        status: 'PUBLISHED',
      });
      const banner = async () =>
        (await upload(app, staff, 'CAROUSEL_IMAGE', 'banner.png', sample.png())).body.file!.fileUrl;
      for (const title of ['Spring campaign', 'Summer campaign'])
        await asStaff(CAROUSEL_STAFF_API.carouselSave, {
          title,
          description: 'Double cashback',
          content: 'Details',
          mediaType: 'IMAGE',
          mediaFileUrl: await banner(),
          coverFileUrl: null,
          altText: 'Campaign banner',
          linkType: 'NONE',
          linkTarget: null,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          partnerIds: ['gcash'],
          published: true,
        });
      const [summer] = await app.db.query<{ id: string }>(
        `SELECT id FROM carousel_items WHERE title = 'Summer campaign'`,
      );
      await asStaff(CAROUSEL_STAFF_API.carouselMove, { id: summer.id, direction: 'UP' });
      const [opsUser] = await app.db.query<{ id: string }>(
        `SELECT id FROM users WHERE email = 'ops@gcash.demo'`,
      );
      await asStaff(STAFF_USER_API.unlock, { userId: opsUser.id });
      const budget = await asStaff<{ programId: string; currency: string }>(DF_API.budgetSave, {
        partnerId: 'gcash',
        year: 2026,
        kind: 'EXCLUSIVE_INCENTIVES_MDF',
        budget: 1000,
        reason: 'Launch year',
      });
      const partner = await signIn(app, 'ops@gcash.demo');
      const submitted = await post<{ data: { claimId: string; claimNo: string } }>(
        app,
        DF_PARTNER_API.claimSubmit,
        {
          programId: budget.data!.programId,
          title: 'Airport campaign',
          amount: 200,
          activityStart: '2026-02-01',
          activityEnd: '2026-02-02',
          supportingDoc: (await upload(app, partner, 'CLAIM_PROOF', 'proof.pdf', sample.pdf())).body.file!
            .fileUrl,
        },
        partner,
      );
      const claim = submitted.body.data;
      await asStaff(DF_API.claimTransition, { claimId: claim.claimId, version: 1, action: 'REVIEW' });
      const currency = budget.data!.currency;

      const log = await post<Page>(app, QUERY, { pageNum: 1, pageSize: 50, actorKind: 'STAFF' }, partner);
      const entries = log.body.operationLogList.filter((e) => Number(e.id) > before);
      expect(entries.map((e) => [e.action, e.target])).toEqual([
        ['DF_CLAIM_REVIEW', `${claim.claimNo}, ${currency} 200.00`],
        ['DF_BUDGET_SAVE', `GCash 2026 MDF budget: ${currency} 1,000.00`],
        ['STAFF_USER_UNLOCK', 'ops@gcash.demo'],
        ['STAFF_CAROUSEL_REORDER', 'Summer campaign (moved up)'],
        ['STAFF_CAROUSEL_CREATE', 'Summer campaign'],
        ['STAFF_CAROUSEL_CREATE', 'Spring campaign'],
        ['STAFF_DOCUMENT_CREATE', 'GCash Master Agreement 2027'],
        ['STAFF_SETTINGS_CHANGE', 'support.email (this partner only)'],
      ]);
      // Each action is one the portal names (contract OperationAction; the client labels every one).
      const known: string[] = Object.values(OperationAction);
      for (const entry of entries) {
        expect(known).toContain(entry.action);
        expect(entry).toMatchObject({ staff: true, actor: null, ip: null });
      }
      expect(JSON.stringify(log.body)).not.toContain('10.20.30.40');
      const csv = await app.inject({
        method: 'POST',
        url: EXPORT,
        headers: { ctoken: partner },
        // One action: this suite caps an export at EXPORT_LIMIT rows.
        payload: { action: 'STAFF_DOCUMENT_CREATE' },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('GCash Master Agreement 2027');
      expect(csv.body).not.toContain('10.20.30.40');
      // The partner's own entries keep their address; their claim is named the same way.
      const own = await post<Page>(app, QUERY, { pageNum: 1, action: 'DF_CLAIM_SUBMIT' }, partner);
      expect(own.body.operationLogList[0]).toMatchObject({
        actor: 'ops@gcash.demo',
        target: `${claim.claimNo}, ${currency} 200.00`,
        ip: '127.0.0.1',
      });
    });

    test('nothing of a draft reaches the partner: no title in the log, its filters or its export until published', async () => {
      const app = ctx.app();
      const staff = await signIn(app, 'staff@partner-portal.demo');
      const partner = await signIn(app, 'ops@gcash.demo');
      const [{ before }] = await app.db.query<{ before: number }>(
        `SELECT coalesce(max(id), 0)::int AS before FROM operation_log`,
      );
      const asStaff = async (url: string, payload: object) => {
        const answer = await post<{ document?: { documentId: string } }>(app, url, payload, staff);
        expect(answer.status).toBe(200);
        return answer.body;
      };
      const secret = 'Project Falcon term sheet';
      const draft = {
        kind: 'CONTRACT',
        partnerId: 'gcash',
        title: secret,
        status: 'DRAFT',
      };
      const created = await asStaff(DOCUMENT_STAFF_API.save, draft);
      const documentId = created.document!.documentId;
      const pdf = (await upload(app, staff, 'CONTRACT_PDF', 'Terms.pdf', sample.pdf())).body.file!.fileUrl;
      await asStaff(DOCUMENT_STAFF_API.addVersion, { documentId, fileUrl: pdf });
      await asStaff(DOCUMENT_STAFF_API.save, { ...draft, documentId, title: `${secret} v2` });
      const banner = (await upload(app, staff, 'CAROUSEL_IMAGE', 'banner.png', sample.png())).body.file!
        .fileUrl;
      await asStaff(CAROUSEL_STAFF_API.carouselSave, {
        title: 'Secret autumn campaign',
        description: 'Not yet',
        content: 'Details',
        mediaType: 'IMAGE',
        mediaFileUrl: banner,
        coverFileUrl: null,
        altText: 'Campaign banner',
        linkType: 'NONE',
        linkTarget: null,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        partnerIds: [],
        published: false,
      });

      const leaks = async () => {
        const log = await post<Page>(app, QUERY, { pageNum: 1, pageSize: 100 }, partner);
        const filters = await post(app, FILTERS, {}, partner);
        const csv = await app.inject({
          method: 'POST',
          url: EXPORT,
          headers: { ctoken: partner },
          payload: { actorKind: 'STAFF' },
        });
        return {
          entries: log.body.operationLogList.filter((e) => e.staff && Number(e.id) > before),
          text: JSON.stringify(log.body) + JSON.stringify(filters.body) + csv.body,
        };
      };
      const hidden = await leaks();
      expect(hidden.entries).toEqual([]);
      expect(hidden.text).not.toContain('Falcon');
      expect(hidden.text).not.toContain('Secret autumn');

      // Published: the partner learns of it under the title it has now, and of nothing earlier.
      await asStaff(DOCUMENT_STAFF_API.save, {
        ...draft,
        documentId,
        title: 'Falcon agreement',
        status: 'PUBLISHED',
      });
      const shown = await leaks();
      expect(shown.entries.map((e) => [e.action, e.target])).toEqual([
        ['STAFF_DOCUMENT_PUBLISH', 'Falcon agreement'],
      ]);
      expect(shown.text).not.toContain(secret);

      // Withdrawn with a new title: the partner reads the title they saw, never the new one.
      await asStaff(DOCUMENT_STAFF_API.save, { ...draft, documentId, title: 'Falcon renamed in draft' });
      const withdrawn = await leaks();
      expect(withdrawn.entries[0]).toMatchObject({
        action: 'STAFF_DOCUMENT_WITHDRAW',
        target: 'Falcon agreement',
      });
      expect(withdrawn.text).not.toContain('renamed in draft');
    });

    test('filters by action, actor and date range in the caller time zone; pages by pageSize', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      const failures = await post<Page>(ctx.app(), QUERY, { pageNum: 1, action: 'SIGN_IN_FAILED' }, token);
      expect(failures.body.operationLogList.every((e) => e.action === 'SIGN_IN_FAILED')).toBe(true);
      expect(failures.body.total).toBe(1);
      const byActor = await post<Page>(ctx.app(), QUERY, { pageNum: 1, actor: 'OPS@gcash.demo' }, token);
      expect(byActor.body.total).toBeGreaterThan(1);
      expect(byActor.body.operationLogList.every((e) => e.actor === 'ops@gcash.demo')).toBe(true);
      const nobody = await post<Page>(ctx.app(), QUERY, { pageNum: 1, actor: 'ops@truemoney.demo' }, token);
      expect(nobody.body.total).toBe(0);

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
      // 09:00 UTC on 2 March is still 1 March in Honolulu (UTC-10).
      const honolulu = await post<Page>(
        ctx.app(),
        QUERY,
        { pageNum: 1, startDate: '2026-03-01', endDate: '2026-03-01', utcOffsetMinutes: -600 },
        token,
      );
      expect(honolulu.body.total).toBe(firstPage.body.total);
    });

    test('a reversed range or a day that does not exist is a datetime format error', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      for (const range of [
        { startDate: '2026-03-05', endDate: '2026-03-01' },
        { startDate: '2026-02-30' },
        { endDate: '03/01/2026' },
      ]) {
        const answer = await post(ctx.app(), QUERY, { pageNum: 1, ...range }, token);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, resultCode: ResultCode.DATETIME_FORMAT_ERROR });
        const exported = await post(ctx.app(), EXPORT, range, token);
        expect(exported.body).toMatchObject({ resultCode: ResultCode.DATETIME_FORMAT_ERROR });
      }
      const bad = await post(ctx.app(), QUERY, { pageNum: 0, actorKind: 'ROBOT' }, token);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS });
    });

    test('the filter lists hold the partner actions and actors, never another partner or a staff address', async () => {
      await staffEdit('gcash', 'CLAIM_DECISION');
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      const filters = await post<{ actionList: string[]; actorList: string[]; hasStaffEntries: boolean }>(
        ctx.app(),
        FILTERS,
        {},
        token,
      );
      expect(filters.body.actionList).toEqual(expect.arrayContaining(['SIGN_IN', 'CLAIM_DECISION']));
      expect(filters.body.actorList).toContain('ops@gcash.demo');
      expect(filters.body.actorList).not.toContain('ops@truemoney.demo');
      expect(filters.body.actorList).not.toContain('staff@partner-portal.demo');
      expect(filters.body.hasStaffEntries).toBe(true);
    });

    test('exports the filtered entries as CSV with BOM, guards formulas and logs the export', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      await ctx.app().audit.record({
        action: 'FILE_DOWNLOAD',
        userId: null,
        actorEmail: 'ops@gcash.demo',
        partnerId: 'gcash',
        ip: null,
        outcome: 'SUCCESS',
        target: '=HYPERLINK("http://evil")',
      });
      const answer = await ctx.app().inject({
        method: 'POST',
        url: EXPORT,
        headers: { ctoken: token },
        payload: { action: 'FILE_DOWNLOAD' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/csv');
      expect(answer.headers['content-disposition']).toMatch(
        /attachment; filename="operation-log-2026-03-02\.csv"/,
      );
      const text = answer.body;
      expect(text.startsWith('\uFEFFtime_utc,actor,action,target,outcome,ip_address\r\n')).toBe(true);
      expect(text).toContain(`'=HYPERLINK`);
      expect(text).not.toContain('SIGN_IN');

      const exports = await post<Page>(
        ctx.app(),
        QUERY,
        { pageNum: 1, action: 'OPERATION_LOG_EXPORT' },
        token,
      );
      expect(exports.body.operationLogList[0]).toMatchObject({ outcome: 'SUCCESS', target: '1 entry' });
    });

    test('an export with nothing to export or over the limit answers its code, and is logged as failed', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      const none = await post(ctx.app(), EXPORT, { action: 'NEVER_HAPPENED' }, token);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ resultCode: ResultCode.EXPORT_NO_RECORDS });
      for (let i = 0; i < EXPORT_LIMIT + 1; i += 1) await signIn(ctx.app(), 'ops@gcash.demo');
      const tooMany = await post(ctx.app(), EXPORT, { action: 'SIGN_IN' }, token);
      expect(tooMany.body).toMatchObject({
        resultCode: ResultCode.EXPORT_LIMIT_EXCEEDED,
        // The limit and the way out, not only the catalogue's words.
        resultMessage: `The exported records exceed the limit of ${EXPORT_LIMIT.toLocaleString('en-US')} rows. Narrow the filters (a shorter period, for example) and export again.`,
      });
      const logged = await post<Page>(
        ctx.app(),
        QUERY,
        { pageNum: 1, action: 'OPERATION_LOG_EXPORT' },
        token,
      );
      expect(logged.body.operationLogList.slice(0, 2).map((e) => e.outcome)).toEqual(['FAILURE', 'FAILURE']);
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

    test("the filter lists name no one and nothing known only from another user's own security events", async () => {
      const app = ctx.app();
      const colleague = await createUser(app, { partnerId: 'gcash' });
      await post(app, '/api/spportal/auth/login.json', { email: colleague.email, password: 'Wrong#0000' });
      const theirs = await signIn(app, colleague.email);
      type Filters = { actionList: string[]; actorList: string[] };
      const partnerUser = await signIn(app, 'ops@gcash.demo');
      const seen = await post<Filters>(app, FILTERS, {}, partnerUser);
      // The colleague did nothing on the partner's data yet: the log shows nothing of them...
      const log = await post<Page>(app, QUERY, { pageNum: 1, actor: colleague.email }, partnerUser);
      expect(log.body.total).toBe(0);
      // ...and neither do the filters.
      expect(seen.body.actorList).not.toContain(colleague.email.toLowerCase());
      const own = await post<Filters>(app, FILTERS, {}, theirs);
      expect(own.body.actorList).toContain(colleague.email.toLowerCase());
      expect(own.body.actionList).toEqual(expect.arrayContaining(['SIGN_IN', 'SIGN_IN_FAILED']));
    });

    test("a session a user ended (its device and address) stays in that user's log only", async () => {
      const app = ctx.app();
      const user = await createUser(app, { partnerId: 'gcash' });
      await app.inject({
        method: 'POST',
        url: '/api/spportal/auth/login.json',
        payload: { email: user.email, password: user.password },
        remoteAddress: '203.0.113.7',
      });
      const desk = await signIn(app, user.email);
      const sessions = await post<{ sessionList: { sessionId: string; current: boolean }[] }>(
        app,
        '/api/spportal/auth/sessions.json',
        {},
        desk,
      );
      const other = sessions.body.sessionList.find((s) => !s.current)!;
      await post(app, '/api/spportal/auth/revokeSession.json', { sessionId: other.sessionId }, desk);
      await post(app, '/api/spportal/auth/revokeOtherSessions.json', {}, desk);

      const mine = await post<Page>(app, QUERY, { pageNum: 1, action: 'SESSION_REVOKE' }, desk);
      expect(mine.body.total).toBe(2);
      expect(mine.body.operationLogList.some((e) => e.target?.includes('203.0.113.7'))).toBe(true);
      const colleague = await signIn(app, 'ops@gcash.demo');
      const seen = await post<Page>(app, QUERY, { pageNum: 1, pageSize: 100 }, colleague);
      expect(seen.body.operationLogList.filter((e) => e.action === 'SESSION_REVOKE')).toEqual([]);
      expect(JSON.stringify(seen.body)).not.toContain('203.0.113.7');
    });

    test('staff (no current partner) and signed-out callers are refused, the session before the body', async () => {
      const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
      expect((await post(ctx.app(), QUERY, { pageNum: 1 }, staff)).status).toBe(403);
      expect((await post(ctx.app(), EXPORT, {}, staff)).status).toBe(403);
      expect((await post(ctx.app(), QUERY, { pageNum: 1 })).status).toBe(401);
      expect((await post(ctx.app(), QUERY, { pageNum: 'x' })).status).toBe(401);
      expect((await post(ctx.app(), EXPORT, {})).status).toBe(401);
    });
  },
  { config: { operationLogExportLimit: EXPORT_LIMIT } },
);
