import { ResultCode } from '@contract/shared/result-codes';
import { DEMO_PASSWORD, loadConfig } from '@server/config';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, post, signIn } from '@server/test-support/http';
import { createStaffAccount, StaffAccountError } from './staff-account';

const LOGIN = '/api/spportal/auth/login.json';
const RESET = '/api/spportal/auth/resetPassword.json';
const NEW_PASSWORD = 'Staff#Start1';

describe('DEMO_DATA', () => {
  test('on by default in development and test, off by default in production', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' }).demoData).toBe(false);
  });
});

describeWithDatabases(
  'production without DEMO_DATA',
  (ctx) => {
    test('a fresh database gets no demo accounts; the staff command opens the first account', async () => {
      const app = ctx.app();
      const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
      expect(n).toBe(0);
      const admin = await post(app, LOGIN, { email: 'admin@partner-portal.demo', password: DEMO_PASSWORD });
      expect(admin.status).toBe(400);

      const result = await createStaffAccount(app.db, app.config, ' Boss@Example.com ', ctx.clock.now());
      expect(result.created).toBe(true);
      expect(result.link).toMatch(/^http:\/\/localhost:\d+\/auth\/reset-password\?token=[\w-]+/);
      const token = new URL(result.link).searchParams.get('token');
      // Nobody can sign in before the link is used.
      expect((await post(app, LOGIN, { email: 'boss@example.com', password: NEW_PASSWORD })).status).toBe(
        400,
      );
      // The published demo password is refused as a new password in production.
      const demo = await post(app, RESET, { token, newPassword: DEMO_PASSWORD });
      expect(demo.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS, field: 'newPassword' });
      expect((await post(app, RESET, { token, newPassword: NEW_PASSWORD })).status).toBe(200);
      // One use only.
      expect((await post(app, RESET, { token, newPassword: 'Other#Pass2' })).status).toBe(400);
      const token2 = await signIn(app, 'boss@example.com', NEW_PASSWORD);
      const me = await call<{ data: { role: string } }>(app, 'GET', '/ighome/api/account/user.json', {
        token: token2,
      });
      expect(me.body.data.role).toBe('STAFF');
    });

    test('refuses another role and bad addresses; an existing staff account gets a new link', async () => {
      const app = ctx.app();
      await createStaffAccount(app.db, app.config, 'again@example.com', ctx.clock.now());
      const second = await createStaffAccount(app.db, app.config, 'again@example.com', ctx.clock.now());
      expect(second.created).toBe(false);
      await expect(createStaffAccount(app.db, app.config, 'not an email', ctx.clock.now())).rejects.toThrow(
        StaffAccountError,
      );
      await app.db.query(
        `INSERT INTO users (id, email, given_name, family_name, role, password_hash) VALUES ('u-x', 'x@example.com', 'X', 'Y', 'ADMIN', 'x')`,
      );
      await expect(createStaffAccount(app.db, app.config, 'x@example.com', ctx.clock.now())).rejects.toThrow(
        /role ADMIN/,
      );
    });
  },
  { config: { env: 'production', demoData: false } },
);

describeWithDatabases(
  'production with DEMO_DATA=1',
  (ctx) => {
    test('the demo accounts exist but the published password does not open them', async () => {
      const app = ctx.app();
      const admin = await post(app, LOGIN, { email: 'admin@partner-portal.demo', password: DEMO_PASSWORD });
      expect(admin.status).toBe(400);
      expect(admin.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS, field: 'password' });
      const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
      expect(n).toBeGreaterThanOrEqual(6);
    });
  },
  { config: { env: 'production', demoData: true } },
);
