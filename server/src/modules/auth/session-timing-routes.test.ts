import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';

const SESSIONS = '/api/spportal/auth/sessions.json';
const REVOKE_OTHERS = '/api/spportal/auth/revokeOtherSessions.json';
const STATUS = '/api/spportal/auth/sessionStatus.json';
const KEEP_ALIVE = '/api/spportal/auth/keepAlive.json';
const USER = '/ighome/api/account/user.json';

describeWithDatabases(
  'session timing',
  (ctx) => {
    test('signing out everywhere else keeps this session and ends the others', async () => {
      const user = await createUser(ctx.app());
      const first = await signIn(ctx.app(), user.email);
      const second = await signIn(ctx.app(), user.email);
      const keep = await signIn(ctx.app(), user.email);
      const answer = await post<{ revokedCount: number }>(ctx.app(), REVOKE_OTHERS, {}, keep);
      expect(answer.body.revokedCount).toBe(2);
      for (const gone of [first, second]) {
        expect((await call(ctx.app(), 'GET', USER, { token: gone })).status).toBe(401);
      }
      expect((await call(ctx.app(), 'GET', USER, { token: keep })).status).toBe(200);
      const left = await post<{ sessionList: unknown[] }>(ctx.app(), SESSIONS, {}, keep);
      expect(left.body.sessionList).toHaveLength(1);
      expect((await post(ctx.app(), REVOKE_OTHERS, {})).status).toBe(401);
    });

    test('session status tells the time left without counting as activity; keep-alive restarts the clock', async () => {
      const user = await createUser(ctx.app());
      const token = await signIn(ctx.app(), user.email);
      ctx.clock.advance(50_000);
      const status = await post(ctx.app(), STATUS, {}, token);
      expect(status.body).toMatchObject({ idleSeconds: 120, warningSeconds: 30, remainingSeconds: 70 });
      ctx.clock.advance(50_000);
      // The status call above did not count: 100 s of the 120 s are gone.
      expect((await post(ctx.app(), STATUS, {}, token)).body).toMatchObject({ remainingSeconds: 20 });
      const alive = await post(ctx.app(), KEEP_ALIVE, {}, token);
      expect(alive.body).toMatchObject({ remainingSeconds: 120 });
      ctx.clock.advance(121_000);
      const expired = await post(ctx.app(), STATUS, {}, token);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ resultCode: ResultCode.SESSION_TIMEOUT });
      expect((await post(ctx.app(), STATUS, {})).status).toBe(401);
    });
  },
  { config: { sessionIdleMinutes: 2, sessionIdleWarningSeconds: 30, sessionCacheMs: 0 } },
);
