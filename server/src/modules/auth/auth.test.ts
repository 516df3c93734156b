import { ResultCode } from '@contract/shared/result-codes';
import { DEMO_PASSWORD } from '@server/config';
import { FREE_SIGN_IN_ATTEMPTS } from '@server/security/login-throttle';
import { DEFAULT_SCRYPT_N } from '@server/security/passwords';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn, tokenFrom } from '@server/test-support/http';

const USER = '/ighome/api/account/user.json';
const LOGIN = '/api/spportal/auth/login.json';
const LOGOUT = '/api/spportal/auth/logout.json';
const CHANGE = '/api/spportal/auth/changePassword.json';
const SESSIONS = '/api/spportal/auth/sessions.json';
const REVOKE = '/api/spportal/auth/revokeSession.json';
const MINUTE = 60_000;

describeWithDatabases('sign-in and sessions', (ctx) => {
  test('sign-in sets a JS-readable ctoken cookie and returns the user', async () => {
    const result = await post(ctx.app(), LOGIN, { email: 'ops@gcash.demo', password: DEMO_PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      resultCode: 'SUCCESS',
      data: {
        email: 'ops@gcash.demo',
        givenName: 'Maria',
        familyName: 'Santos',
        fullName: 'Maria Santos',
        partnerId: 'gcash',
      },
    });
    const cookie = String(result.raw.headers['set-cookie']);
    expect(cookie).toMatch(/^ctoken=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // The body carries the same token, for a host on another site that never sees the cookie.
    expect((result.body as { ctoken?: string }).ctoken).toBe(tokenFrom(result.raw));
    // Only a hash of the token is stored.
    const token = tokenFrom(result.raw)!;
    const rows = await ctx.app().db.query<{ token_hash: string }>(`SELECT token_hash FROM sessions`);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  test('the email is matched case-insensitively', async () => {
    await expect(signIn(ctx.app(), 'OPS@GCash.Demo')).resolves.toEqual(expect.any(String));
  });

  test('the token is accepted from the ctoken header only, never from the cookie', async () => {
    const token = await signIn(ctx.app(), 'ops@dana.demo');
    const withCookie = await call(ctx.app(), 'GET', USER, { headers: { cookie: `ctoken=${token}` } });
    expect(withCookie.status).toBe(401);
    expect(withCookie.body).toEqual({
      success: false,
      resultCode: ResultCode.SESSION_TIMEOUT,
      resultMessage: expect.any(String),
      data: null,
    });
    const withHeader = await call(ctx.app(), 'GET', USER, { token });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body).toMatchObject({ success: true, data: { email: 'ops@dana.demo' } });
  });

  test('an unknown token gets IPAY_RS_510871001 with HTTP 401', async () => {
    const result = await post(
      ctx.app(),
      '/api/spportal/show/parameter.json',
      { type: 'SP_PORTAL_USER' },
      'x'.repeat(43),
    );
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.SESSION_TIMEOUT });
  });

  test('sign-out revokes the session and expires the cookie', async () => {
    const token = await signIn(ctx.app(), 'ops@tngd.demo');
    const out = await post(ctx.app(), LOGOUT, {}, token);
    expect(out.status).toBe(200);
    expect(String(out.raw.headers['set-cookie'])).toMatch(/^ctoken=; Path=\/; Max-Age=0/);
    const after = await call(ctx.app(), 'GET', USER, { token });
    expect(after.status).toBe(401);
    const audit = await ctx
      .app()
      .db.query<{ action: string }>(`SELECT action FROM operation_log WHERE user_id = 'u-tngd' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['SIGN_IN', 'SIGN_OUT']));
  });

  test('every sign-in issues a new token', async () => {
    const first = await signIn(ctx.app(), 'ops@truemoney.demo');
    const second = await signIn(ctx.app(), 'ops@truemoney.demo');
    expect(first).not.toEqual(second);
  });

  test('idle time-out: 30 minutes without a call ends the session', async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    ctx.clock.advance(29 * MINUTE);
    expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(200);
    ctx.clock.advance(29 * MINUTE); // activity above reset the idle window
    expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(200);
    ctx.clock.advance(31 * MINUTE);
    const expired = await call(ctx.app(), 'GET', USER, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ resultCode: ResultCode.SESSION_TIMEOUT });
  });

  test('absolute time-out: 12 hours after sign-in even when active', async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    for (let elapsed = 0; elapsed < 11 * 60 + 45; elapsed += 15) {
      ctx.clock.advance(15 * MINUTE);
      expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(200);
    }
    ctx.clock.advance(20 * MINUTE);
    expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(401);
  });

  test('a password change revokes every session of the user, the current one included', async () => {
    const user = await createUser(ctx.app());
    const here = await signIn(ctx.app(), user.email);
    const elsewhere = await signIn(ctx.app(), user.email);
    const changed = await post(
      ctx.app(),
      CHANGE,
      { currentPassword: user.password, newPassword: 'Better#2027' },
      here,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, resultCode: 'SUCCESS', resultMessage: 'success' });
    expect(String(changed.raw.headers['set-cookie'])).toMatch(/^ctoken=; /);
    expect((await call(ctx.app(), 'GET', USER, { token: here })).status).toBe(401);
    expect((await call(ctx.app(), 'GET', USER, { token: elsewhere })).status).toBe(401);
    await expect(signIn(ctx.app(), user.email, user.password)).rejects.toThrow();
    await expect(signIn(ctx.app(), user.email, 'Better#2027')).resolves.toEqual(expect.any(String));
  });

  test('change password reports the failing field and enforces the password rules (VALID-PASSWORD)', async () => {
    const user = await createUser(ctx.app());
    const token = await signIn(ctx.app(), user.email);
    const wrong = await post(
      ctx.app(),
      CHANGE,
      { currentPassword: 'Nope#0000', newPassword: 'Better#2027' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      field: 'currentPassword',
    });
    for (const weak of ['abcdefgh', '12345678', 'ab1', 'has\\slash1', 'has"quote1', '密码密码abc1']) {
      const result = await post(
        ctx.app(),
        CHANGE,
        { currentPassword: user.password, newPassword: weak },
        token,
      );
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ field: 'newPassword' });
    }
    // Still signed in: failed attempts change nothing.
    expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(200);
  });

  test('the sessions list shows the current session and can sign out another one', async () => {
    const user = await createUser(ctx.app());
    const mine = await signIn(ctx.app(), user.email);
    const other = await signIn(ctx.app(), user.email);
    const list = await post<{ sessionList: Array<{ sessionId: string; current: boolean }> }>(
      ctx.app(),
      SESSIONS,
      {},
      mine,
    );
    expect(list.status).toBe(200);
    expect(list.body.sessionList).toHaveLength(2);
    const otherEntry = list.body.sessionList.find((s) => !s.current)!;
    expect(list.body.sessionList.filter((s) => s.current)).toHaveLength(1);
    expect((await post(ctx.app(), REVOKE, { sessionId: otherEntry.sessionId }, mine)).status).toBe(200);
    expect((await call(ctx.app(), 'GET', USER, { token: other })).status).toBe(401);
    expect((await call(ctx.app(), 'GET', USER, { token: mine })).status).toBe(200);
    // Someone else's session id is refused.
    const stranger = await signIn(ctx.app(), 'ops@dana.demo');
    const strangerList = await post<{ sessionList: Array<{ sessionId: string }> }>(
      ctx.app(),
      SESSIONS,
      {},
      stranger,
    );
    const refused = await post(
      ctx.app(),
      REVOKE,
      { sessionId: strangerList.body.sessionList[0].sessionId },
      mine,
    );
    expect(refused.status).toBe(403);
    expect((await call(ctx.app(), 'GET', USER, { token: stranger })).status).toBe(200);
  });
});

describeWithDatabases(
  'account enumeration and throttling',
  (ctx) => {
    const strip = (body: unknown) => body;

    test('unknown email and wrong password get the same status and body', async () => {
      const unknown = await post(ctx.app(), LOGIN, { email: 'nobody@gcash.demo', password: 'Wrong#1234' });
      const wrong = await post(ctx.app(), LOGIN, { email: 'ops@gcash.demo', password: 'Wrong#1234' });
      expect(unknown.status).toBe(400);
      expect(wrong.status).toBe(unknown.status);
      expect(strip(wrong.body)).toEqual(strip(unknown.body));
      expect(unknown.body).toEqual({
        success: false,
        resultCode: ResultCode.ILLEGAL_PARAMETERS,
        resultMessage: 'Incorrect email or password',
        field: 'password',
      });
      expect(unknown.raw.headers['set-cookie']).toBeUndefined();
    });

    test('unknown email and wrong password take similar time (scrypt runs for both)', async () => {
      const time = async (email: string) => {
        const start = process.hrtime.bigint();
        await post(ctx.app(), LOGIN, { email, password: 'Wrong#1234' });
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      await time('warmup@gcash.demo');
      const unknown: number[] = [];
      const known: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        unknown.push(await time(`ghost${i}@truemoney.demo`));
        known.push(await time('ops@truemoney.demo'));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    test('unknown accounts are slowed exactly like known ones (no enumeration through the limit)', async () => {
      const user = await createUser(ctx.app());
      const attempt = (email: string) => post(ctx.app(), LOGIN, { email, password: 'Wrong#1234' });
      for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i += 1) {
        expect((await attempt(user.email)).status).toBe(400);
        expect((await attempt('ghost-lock@gcash.demo')).status).toBe(400);
      }
      const known = await attempt(user.email);
      const ghost = await attempt('ghost-lock@gcash.demo');
      expect(known.status).toBe(429);
      expect(known.body).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
      expect(ghost.body).toEqual(known.body);
      expect(ghost.raw.headers['retry-after']).toBe(known.raw.headers['retry-after']);
    });

    test('failed sign-ins are in the operation log without the password', async () => {
      await post(ctx.app(), LOGIN, { email: 'ops@tngd.demo', password: 'Secret#9876' });
      const rows = await ctx
        .app()
        .db.query<{ action: string; outcome: string; ip: string; detail: unknown; at: Date }>(
          `SELECT action, outcome, ip, detail, at FROM operation_log WHERE user_id = 'u-tngd' AND action = 'SIGN_IN_FAILED'`,
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ outcome: 'FAILURE', ip: '127.0.0.1' });
      expect(rows[0].at).toBeInstanceOf(Date);
      const all = JSON.stringify(await ctx.app().db.query(`SELECT * FROM operation_log`));
      expect(all).not.toContain('Secret#9876');
      expect(all).not.toContain(DEMO_PASSWORD);
    });
  },
  // Production scrypt cost here, so the timing comparison measures the real work.
  { config: { scryptN: DEFAULT_SCRYPT_N } },
);

describeWithDatabases(
  'short idle limit',
  (ctx) => {
    test('activity keeps a session alive even when the idle limit is under a minute of writes', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      for (let i = 0; i < 6; i += 1) {
        ctx.clock.advance(40_000);
        expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(200);
      }
      ctx.clock.advance(61_000);
      expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(401);
    });
  },
  { config: { sessionIdleMinutes: 1 } },
);
