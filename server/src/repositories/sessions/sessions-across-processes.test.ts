import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { AUTH_API } from '@contract/auth/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@server/config';
import { totpCodeAt } from '@server/security/second-factor';
import { createEmptyPostgres } from '@server/test-support/databases';

/**
 * Two real server processes on one PostgreSQL database, each caching sessions for a minute: a
 * sign-out, password change, "sign out other sessions" or staff-disabled account through one is
 * refused by the other on the very next call. The revoking call answers only once every listening
 * process has acknowledged the LISTEN/NOTIFY message, i.e. emptied its cache (db/pg-bus.ts);
 * PostgreSQL's delivery alone does not make that so (each listening connection reads its messages
 * on its own schedule, which under load once let the other process answer 200 after a sign-out).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ENTRY = path.join(__dirname, '..', '..', 'test-support', 'api-instance.ts');
const USER = '/ighome/api/account/user.json';

interface Instance {
  child: ChildProcess;
  address: string;
}

function start(databaseUrl: string): Promise<Instance> {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, SESSION_CACHE_MS: '60000', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { address: string }) => resolve({ child, address: message.address }));
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
}

async function post(address: string, url: string, token: string | null, body: unknown = {}) {
  const response = await fetch(`${address}${url}`, {
    method: url === USER ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { ctoken: token } : {}) },
    body: url === USER ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { resultCode: string } };
}

async function signIn(address: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${address}/api/spportal/auth/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  let answer = response;
  const body = (await response.clone().json()) as { secondFactor?: { pendingToken: string } };
  // Staff pass the second factor with the demo secret (docs/security.md, "Second factor").
  if (body.secondFactor)
    answer = await fetch(`${address}${SECOND_FACTOR_API.verify}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pendingToken: body.secondFactor.pendingToken,
        code: totpCodeAt(DEMO_TOTP_SECRET, new Date()),
      }),
    });
  const token = /ctoken=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`sign-in failed: ${await answer.text()}`);
  return token;
}

const describePostgres = adminUrl ? describe : describe.skip;
const title = adminUrl
  ? 'sessions across processes [postgres]'
  : 'sessions across processes [postgres: NOT RUN, set TEST_DATABASE_URL to run it]';

describePostgres(title, () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createEmptyPostgres(adminUrl!, 'procs');
    // One after the other: the first applies the migrations and the seed.
    a = await start(database.url);
    b = await start(database.url);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      const exited = new Promise((resolve) => instance.child.once('exit', resolve));
      instance.child.disconnect();
      await exited;
    }
    await database?.drop();
  }, 30_000);

  it('a sign-out through one process ends the session in the other at once', async () => {
    const token = await signIn(a.address, 'ops@gcash.demo');
    // Process B now holds the session in its cache (for a minute).
    expect((await post(b.address, USER, token)).status).toBe(200);
    expect((await post(b.address, USER, token)).status).toBe(200);

    expect((await post(a.address, AUTH_API.logout, token)).status).toBe(200);

    const after = await post(b.address, USER, token);
    expect(after.status).toBe(401);
    expect(after.body.resultCode).toBe(ResultCode.SESSION_TIMEOUT);
  });

  it("a password change through one process ends the user's other sessions in the other at once", async () => {
    const changing = await signIn(a.address, 'ops@truemoney.demo');
    const other = await signIn(b.address, 'ops@truemoney.demo');
    expect((await post(b.address, USER, other)).status).toBe(200);

    const changed = await post(a.address, AUTH_API.changePassword, changing, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Another#Pass2027',
    });
    expect(changed.status).toBe(200);

    expect((await post(b.address, USER, other)).status).toBe(401);
  });

  it('"sign out other sessions" through one process ends those sessions in the other at once', async () => {
    const keeping = await signIn(a.address, 'ops@dana.demo');
    const other = await signIn(b.address, 'ops@dana.demo');
    expect((await post(b.address, USER, other)).status).toBe(200);
    expect((await post(b.address, USER, keeping)).status).toBe(200);

    const revoked = await post(a.address, AUTH_API.revokeOtherSessions, keeping);
    expect(revoked.status).toBe(200);

    const after = await post(b.address, USER, other);
    expect(after.status).toBe(401);
    expect(after.body.resultCode).toBe(ResultCode.SESSION_TIMEOUT);
    // The session that asked goes on, on both.
    expect((await post(b.address, USER, keeping)).status).toBe(200);
    expect((await post(a.address, USER, keeping)).status).toBe(200);
  });

  it('an account the staff disable through one process is refused by the other at once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{ id: string }>(`SELECT id FROM users WHERE email = 'ops@tngd.demo'`)
      .finally(() => client.end());
    const partner = await signIn(b.address, 'ops@tngd.demo');
    expect((await post(b.address, USER, partner)).status).toBe(200);

    const staff = await signIn(a.address, 'staff@partner-portal.demo');
    const disabled = await post(a.address, STAFF_USER_API.setDisabled, staff, {
      userId: rows[0].id,
      disabled: true,
    });
    expect(disabled.status).toBe(200);

    const after = await post(b.address, USER, partner);
    expect(after.status).toBe(401);
    expect(after.body.resultCode).toBe(ResultCode.SESSION_TIMEOUT);
  });
});
