import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import type { StaffUser } from '@contract/staff-user/schemas';
import { DEMO_PASSWORD } from '@server/config';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';
import { FREE_SIGN_IN_ATTEMPTS } from '@server/security/login-throttle';

const RESET = '/api/spportal/auth/resetPassword.json';
const CHECK_LINK = '/api/spportal/auth/checkResetToken.json';
const LOGIN = '/api/spportal/auth/login.json';
const USER = '/ighome/api/account/user.json';
const STAFF = 'staff@partner-portal.demo';
const NEW_PASSWORD = 'Welcome#2026';

interface Page {
  total: number;
  pageSize: number;
  userList: StaffUser[];
}

describeWithDatabases('staff user management', (ctx) => {
  const app = () => ctx.app();
  let staffToken = '';
  beforeAll(async () => {
    staffToken = await signIn(ctx.app(), STAFF);
  });
  const as = <T = Record<string, unknown>>(path: string, body: unknown, token = staffToken) =>
    post<T & { success: boolean; resultCode: string; resultMessage: string }>(app(), path, body, token);
  const page = async (body: Record<string, unknown>) =>
    (await as<Page>(STAFF_USER_API.pageQuery, { pageNum: 1, ...body })).body;
  const create = (body: Record<string, unknown>) => as<{ data: StaffUser }>(STAFF_USER_API.create, body);
  let counter = 0;
  const fresh = () => `new.user${++counter}.${ctx.kind}@example.com`;
  const latestLink = async (email: string) => {
    const rows = await app().db.query<{ text_body: string; subject: string }>(
      `SELECT text_body, subject FROM outbox WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [email],
    );
    const match = /\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(rows[0]?.text_body ?? '');
    if (!match) throw new Error('no link in the mail');
    return { token: decodeURIComponent(match[1]), subject: rows[0].subject };
  };

  test('staff only: partner users and admins get 510871002 on every call; no session 401', async () => {
    const calls: Array<[string, unknown]> = [
      [STAFF_USER_API.pageQuery, { pageNum: 1 }],
      [STAFF_USER_API.create, { email: 'x@example.com', givenName: 'a', familyName: 'b', role: 'STAFF' }],
      [STAFF_USER_API.update, { userId: 'u', givenName: 'a', familyName: 'b', role: 'STAFF' }],
      [STAFF_USER_API.setDisabled, { userId: 'u', disabled: true }],
      [STAFF_USER_API.unlock, { userId: 'u' }],
      [STAFF_USER_API.sendReset, { userId: 'u' }],
    ];
    for (const email of ['ops@gcash.demo', 'admin@partner-portal.demo']) {
      const token = await signIn(app(), email);
      for (const [path, body] of calls) {
        const result = await as(path, body, token);
        expect([path, result.status, result.body.resultCode]).toEqual([path, 403, ResultCode.NO_AUTHORITY]);
      }
    }
    for (const [path, body] of calls) expect((await post(app(), path, body, null)).status).toBe(401);
  });

  test('list: every user, ten per page, with search and filters', async () => {
    const all = await page({});
    expect(all.pageSize).toBe(10);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.userList.length).toBe(Math.min(10, all.total));
    expect((await page({ role: 'STAFF' })).userList.every((u) => u.role === 'STAFF')).toBe(true);
    const gcash = await page({ partnerId: 'gcash', pageSize: 100 });
    expect(gcash.userList.map((u) => u.email)).toEqual(
      expect.arrayContaining(['ops@gcash.demo', 'admin@partner-portal.demo']),
    );
    expect(gcash.userList.map((u) => u.email)).not.toContain('ops@dana.demo');
    const admin = (await page({ keyword: 'ADMIN@partner' })).userList;
    expect(admin).toHaveLength(1);
    expect(admin[0]).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
    expect(admin[0].partnerList.map((p) => p.id)).toEqual(['gcash', 'truemoney', 'tngd']);
    expect((await page({ keyword: '%' })).total).toBe(0);
  });

  test('list: a page past the end still says how many there are; pages do not overlap', async () => {
    const first = await page({ pageSize: 2 });
    const second = await page({ pageNum: 2, pageSize: 2 });
    expect(second.total).toBe(first.total);
    expect(second.userList.map((u) => u.userId)).not.toEqual(
      expect.arrayContaining(first.userList.map((u) => u.userId)),
    );
    const past = await page({ pageNum: 1000, pageSize: 2, role: 'STAFF' });
    expect(past.userList).toEqual([]);
    expect(past.total).toBe((await page({ role: 'STAFF', pageSize: 100 })).userList.length);
  });

  test('create a partner user: the invitation link sets the password once, then they sign in', async () => {
    const email = fresh();
    const created = await create({
      email,
      givenName: 'Ana',
      familyName: 'Cruz',
      role: 'PARTNER',
      partnerId: 'gcash',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      email,
      fullName: 'Ana Cruz',
      partnerId: 'gcash',
      status: 'ACTIVE',
    });
    // No one knows a password yet.
    expect((await post(app(), LOGIN, { email, password: DEMO_PASSWORD })).status).toBe(400);
    const { token, subject } = await latestLink(email);
    expect(subject).toMatch(/invited/);
    // The link says it is a new account's, so the page is worded for a first password.
    expect((await post(app(), CHECK_LINK, { token })).body).toMatchObject({ purpose: 'invitation' });
    expect((await post(app(), RESET, { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await post(app(), RESET, { token, newPassword: 'Another#2026' });
    expect(again.status).toBe(400);
    const userToken = await signIn(app(), email, NEW_PASSWORD);
    expect((await call(app(), 'GET', USER, { token: userToken })).status).toBe(200);
    // The partner sees the staff change in its operation log.
    const log = await post<{ operationLogList: Array<{ action: string }> }>(
      app(),
      OPERATION_LOG_API.query,
      { pageNum: 1, pageSize: 100, action: 'STAFF_USER_CREATE' },
      userToken,
    );
    expect(log.body.operationLogList.length).toBeGreaterThanOrEqual(1);
  });

  test('the invitation link expires after 72 hours', async () => {
    const email = fresh();
    await create({ email, givenName: 'Late', familyName: 'Comer', role: 'PARTNER', partnerId: 'tngd' });
    const { token } = await latestLink(email);
    ctx.clock.advance(72 * 3_600_000 + 1000);
    const late = await post(app(), RESET, { token, newPassword: NEW_PASSWORD });
    expect([late.status, late.body]).toMatchObject([400, { resultCode: ResultCode.ILLEGAL_PARAMETERS }]);
    staffToken = await signIn(app(), STAFF);
  });

  test('create refuses an existing email, a bad email and a role without its partners', async () => {
    const dup = await create({
      email: 'OPS@gcash.demo',
      givenName: 'a',
      familyName: 'b',
      role: 'PARTNER',
      partnerId: 'gcash',
    });
    expect([dup.status, dup.body.resultMessage]).toEqual([
      400,
      'A user with this email address already exists.',
    ]);
    const bad = await create({ email: 'not-an-email', givenName: 'a', familyName: 'b', role: 'STAFF' });
    expect(bad.body.resultMessage).toBe('Enter a valid email address.');
    const noPartner = await create({ email: fresh(), givenName: 'a', familyName: 'b', role: 'PARTNER' });
    expect(noPartner.body.resultMessage).toMatch(/Choose the partner/);
    const noList = await create({ email: fresh(), givenName: 'a', familyName: 'b', role: 'ADMIN' });
    expect(noList.body.resultMessage).toMatch(/at least one partner/);
    const unknown = await create({
      email: fresh(),
      givenName: 'a',
      familyName: 'b',
      role: 'PARTNER',
      partnerId: 'nope',
    });
    expect(unknown.status).toBe(400);
    const admin = await create({
      email: fresh(),
      givenName: 'Ad',
      familyName: 'Min',
      role: 'ADMIN',
      partnerList: ['dana', 'tngd'],
    });
    expect(admin.body.data).toMatchObject({ partnerId: 'dana', role: 'ADMIN' });
    expect(admin.body.data.partnerList.map((p) => p.id).sort()).toEqual(['dana', 'tngd']);
  });

  test('disabling ends the sessions at once; enabling lets the user sign in again', async () => {
    const user = await createUser(app(), { partnerId: 'truemoney' });
    const token = await signIn(app(), user.email);
    expect((await call(app(), 'GET', USER, { token })).status).toBe(200);
    const off = await as<{ data: StaffUser }>(STAFF_USER_API.setDisabled, {
      userId: user.id,
      disabled: true,
    });
    expect(off.body.data.status).toBe('DISABLED');
    expect((await call(app(), 'GET', USER, { token })).status).toBe(401);
    expect((await post(app(), LOGIN, { email: user.email, password: user.password })).status).toBe(400);
    const reset = await as(STAFF_USER_API.sendReset, { userId: user.id });
    expect(reset.body.resultCode).toBe(ResultCode.STATUS_NOT_ALLOWED);
    await as(STAFF_USER_API.setDisabled, { userId: user.id, disabled: false });
    expect(await signIn(app(), user.email, user.password)).toBeTruthy();
    const log = await app().db.query<{ action: string }>(
      `SELECT action FROM operation_log WHERE partner_id = 'truemoney' AND detail->>'targetEmail' = $1 ORDER BY id`,
      [user.email],
    );
    expect(log.map((l) => l.action)).toEqual(['STAFF_USER_DISABLE', 'STAFF_USER_ENABLE']);
  });

  test('names follow the profile form rule (no markup, no digits, at most 50): create and update refuse others', async () => {
    const email = fresh();
    for (const [givenName, familyName, message] of [
      ['<b>Eve</b>', 'Stone', /given name may hold only letters/],
      ['Eve', 'Agent 007', /family name may hold only letters/],
      ['E'.repeat(51), 'Stone', /given name may have at most 50 characters/],
    ] as const) {
      const refused = await create({ email, givenName, familyName, role: 'PARTNER', partnerId: 'gcash' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        resultCode: ResultCode.ILLEGAL_PARAMETERS,
        resultMessage: expect.stringMatching(message),
      });
    }
    expect((await page({ keyword: email })).total).toBe(0);
    const made = await create({
      email,
      givenName: 'Ève-Marie',
      familyName: "O'Neil",
      role: 'PARTNER',
      partnerId: 'gcash',
    });
    expect(made.status).toBe(200);
    const update = await as(STAFF_USER_API.update, {
      userId: made.body.data.userId,
      givenName: '<img src=x>',
      familyName: "O'Neil",
      role: 'PARTNER',
      partnerId: 'gcash',
    });
    expect(update.status).toBe(400);
    expect(update.body.resultMessage).toMatch(/given name may hold only letters/);
  });

  test('changing role or partners ends the sessions; names alone do not', async () => {
    const user = await createUser(app(), { partnerId: 'gcash' });
    const token = await signIn(app(), user.email);
    const base = {
      userId: user.id,
      givenName: 'Renamed',
      familyName: 'User',
      role: 'PARTNER',
      partnerId: 'gcash',
    };
    expect((await as(STAFF_USER_API.update, base)).status).toBe(200);
    expect((await call(app(), 'GET', USER, { token })).status).toBe(200);
    const moved = await as<{ data: StaffUser }>(STAFF_USER_API.update, { ...base, partnerId: 'tngd' });
    expect(moved.body.data).toMatchObject({ partnerId: 'tngd', givenName: 'Renamed' });
    expect((await call(app(), 'GET', USER, { token })).status).toBe(401);
    // Both partners' logs show the move.
    const rows = await app().db.query<{ partner_id: string }>(
      `SELECT partner_id FROM operation_log WHERE action = 'STAFF_USER_UPDATE' AND detail->>'targetEmail' = $1`,
      [user.email],
    );
    expect(new Set(rows.map((r) => r.partner_id))).toEqual(new Set(['gcash', 'tngd']));
  });

  test('guards: no one demotes or disables themselves; the last enabled staff account stays', async () => {
    const me = await as<{ userList: StaffUser[] }>(STAFF_USER_API.pageQuery, { pageNum: 1, keyword: STAFF });
    const self = me.body.userList[0];
    const demote = await as(STAFF_USER_API.update, {
      userId: self.userId,
      givenName: 'S',
      familyName: 'T',
      role: 'PARTNER',
      partnerId: 'gcash',
    });
    expect([demote.status, demote.body.resultCode]).toEqual([409, ResultCode.STATUS_NOT_ALLOWED]);
    const disable = await as(STAFF_USER_API.setDisabled, { userId: self.userId, disabled: true });
    expect(disable.body.resultMessage).toMatch(/your own/);

    // Two staff disabling each other at the same moment: one stays enabled.
    const other = await createUser(app(), { role: 'STAFF', partnerId: null });
    const otherToken = await signIn(app(), other.email);
    const results = await Promise.all([
      as(STAFF_USER_API.setDisabled, { userId: other.id, disabled: true }),
      as(STAFF_USER_API.setDisabled, { userId: self.userId, disabled: true }, otherToken),
    ]);
    const enabled = await app().db.query(`SELECT 1 FROM users WHERE role = 'STAFF' AND NOT disabled`);
    expect(enabled.length).toBeGreaterThanOrEqual(1);
    // The loser is either already signed out (401) or stopped by the last-staff guard (409).
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(results.find((r) => r.status !== 200)!.status);
    // Put things back for the other tests.
    await app().db.query(`UPDATE users SET disabled = false WHERE id = $1`, [self.userId]);
    staffToken = await signIn(app(), STAFF);
    await as(STAFF_USER_API.setDisabled, { userId: other.id, disabled: true });
    const last = await as(STAFF_USER_API.update, {
      userId: self.userId,
      givenName: 'S',
      familyName: 'T',
      role: 'STAFF',
    });
    expect(last.status).toBe(200);
  });

  test('unlock clears the sign-in throttle; a reset link can be sent', async () => {
    const user = await createUser(app(), { partnerId: 'gcash' });
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i++) {
      await post(app(), LOGIN, { email: user.email, password: 'Wrong#2026x' });
    }
    expect((await post(app(), LOGIN, { email: user.email, password: user.password })).status).toBe(429);
    const locked = await page({ status: 'LOCKED', pageSize: 100 });
    expect(locked.userList.map((u) => u.email)).toContain(user.email);
    const unlocked = await as<{ data: StaffUser }>(STAFF_USER_API.unlock, { userId: user.id });
    expect(unlocked.body.data.status).toBe('ACTIVE');
    expect(await signIn(app(), user.email, user.password)).toBeTruthy();

    expect((await as(STAFF_USER_API.sendReset, { userId: user.id })).status).toBe(200);
    const { token, subject } = await latestLink(user.email);
    expect(subject).toMatch(/Reset/);
    expect((await post(app(), RESET, { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await signIn(app(), user.email, NEW_PASSWORD)).toBeTruthy();
  });
});
