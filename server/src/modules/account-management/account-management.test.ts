import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';

const PROFILE = '/api/spportal/account/updateProfile.json';
const SUMMARY = '/api/spportal/account/signInSummary.json';
const SESSIONS = '/api/spportal/auth/sessions.json';
const REVOKE = '/api/spportal/auth/revokeSession.json';
const USER = '/ighome/api/account/user.json';
const LOG = '/api/spportal/operationLog/query.json';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface LogPage {
  operationLogList: { action: string; target: string | null; actor: string | null }[];
}

describeWithDatabases(
  'account management',
  (ctx) => {
    test('a user edits their own given and family name; the log records it', async () => {
      const user = await createUser(ctx.app());
      const token = await signIn(ctx.app(), user.email);
      const saved = await post<{ data: { fullName: string } }>(
        ctx.app(),
        PROFILE,
        { givenName: '  María-José ', familyName: "O'Brien" },
        token,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.data.fullName).toBe("María-José O'Brien");
      const me = await call<{ data: { givenName: string } }>(ctx.app(), 'GET', USER, { token });
      expect(me.body.data.givenName).toBe('María-José');
      const log = await post<LogPage>(ctx.app(), LOG, { pageNum: 1, action: 'PROFILE_UPDATE' }, token);
      expect(log.body.operationLogList[0]).toMatchObject({ target: "María-José O'Brien", actor: user.email });
    });

    test('names that are empty, too long or hold digits or markup are refused with the field', async () => {
      const user = await createUser(ctx.app());
      const token = await signIn(ctx.app(), user.email);
      for (const [body, field] of [
        [{ givenName: '   ', familyName: 'Ok' }, 'givenName'],
        [{ givenName: 'Ok', familyName: 'x'.repeat(51) }, 'familyName'],
        [{ givenName: 'R2D2', familyName: 'Ok' }, 'givenName'],
        [{ givenName: 'Ok', familyName: '<b>x</b>' }, 'familyName'],
      ] as const) {
        const answer = await post(ctx.app(), PROFILE, body, token);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS, field });
      }
      const me = await call<{ data: { givenName: string } }>(ctx.app(), 'GET', USER, { token });
      expect(me.body.data.givenName).toBe('Test');
      expect((await post(ctx.app(), PROFILE, { givenName: 1 })).status).toBe(401);
    });

    test('the sign-in summary shows the previous sign-in and the last failure, never another user', async () => {
      const user = await createUser(ctx.app());
      await signIn(ctx.app(), user.email);
      ctx.clock.advance(60_000);
      await post(ctx.app(), '/api/spportal/auth/login.json', { email: user.email, password: 'Wrong#0000' });
      ctx.clock.advance(60_000);
      const token = await signIn(ctx.app(), user.email);
      const summary = await post<{
        lastSignIn: { time: string } | null;
        lastFailedSignIn: { time: string } | null;
      }>(ctx.app(), SUMMARY, {}, token);
      expect(new Date(summary.body.lastSignIn!.time) < new Date(summary.body.lastFailedSignIn!.time)).toBe(
        true,
      );
      const fresh = await createUser(ctx.app());
      const freshToken = await signIn(ctx.app(), fresh.email);
      const none = await post(ctx.app(), SUMMARY, {}, freshToken);
      expect(none.body).toMatchObject({ lastSignIn: null, lastFailedSignIn: null });
    });

    test('revoking another session ends it at once and is logged with its device; other users cannot', async () => {
      const user = await createUser(ctx.app());
      const phone = await ctx.app().inject({
        method: 'POST',
        url: '/api/spportal/auth/login.json',
        headers: { 'user-agent': IPHONE },
        payload: { email: user.email, password: user.password },
      });
      const phoneToken = /ctoken=([^;]+)/.exec(String(phone.headers['set-cookie']))![1];
      const desk = await signIn(ctx.app(), user.email);
      const list = await post<{ sessionList: { sessionId: string; current: boolean }[] }>(
        ctx.app(),
        SESSIONS,
        {},
        desk,
      );
      const other = list.body.sessionList.find((s) => !s.current)!;
      const stranger = await signIn(ctx.app(), 'ops@truemoney.demo');
      expect((await post(ctx.app(), REVOKE, { sessionId: other.sessionId }, stranger)).status).toBe(403);
      expect((await post(ctx.app(), REVOKE, { sessionId: other.sessionId }, desk)).status).toBe(200);
      const after = await call(ctx.app(), 'GET', USER, { token: phoneToken });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ resultCode: ResultCode.SESSION_TIMEOUT });
      const log = await post<LogPage>(ctx.app(), LOG, { pageNum: 1, action: 'SESSION_REVOKE' }, desk);
      expect(log.body.operationLogList[0].target).toContain('Safari on iOS');
    });
  },
  { config: { sessionIdleMinutes: 2, sessionIdleWarningSeconds: 30, sessionCacheMs: 0 } },
);
