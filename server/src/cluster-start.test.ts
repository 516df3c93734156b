import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';

/**
 * The real server started as a user would start it at scale (README "Running at scale"):
 * WEB_CONCURRENCY=2 on PostgreSQL gives two worker processes sharing the port; a worker that dies is
 * replaced while the other keeps answering; SIGTERM stops them all and the port is free again.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const PORT = 19182;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const USER = '/ighome/api/account/user.json';

/** The direct children of a process (Linux: /proc/<pid>/task/<tid>/children over its threads). */
function childPids(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks
    .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
}

/** The cluster primary, i.e. the process whose children are the workers (tsx runs it as its child). */
function workersOf(launcher: number): number[] {
  const [primary] = childPids(launcher);
  return primary ? childPids(primary) : [];
}

async function until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function userStatus(token: string): Promise<number> {
  // A new connection each time, so the primary hands each call to a worker in turn.
  const response = await fetch(`${ORIGIN}${USER}`, { headers: { ctoken: token, connection: 'close' } });
  await response.arrayBuffer();
  return response.status;
}

const describePostgres = adminUrl ? describe : describe.skip;
const title = adminUrl
  ? 'WEB_CONCURRENCY=2 [postgres]'
  : 'WEB_CONCURRENCY=2 [postgres: NOT RUN, set TEST_DATABASE_URL to run it]';

describePostgres(title, () => {
  const name = `portal_test_cluster_${crypto.randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    server = spawn(process.execPath, [TSX, 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        PORT: String(PORT),
        HOST_DEMO_PORT: String(PORT + 1),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      () => (output.includes('2 workers sharing the ports') ? true : undefined),
      90_000,
      'the banner',
    );
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('runs two workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const workers = workersOf(server.pid!);
    expect(workers).toHaveLength(2);

    const login = await fetch(`${ORIGIN}/api/spportal/auth/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@gcash.demo', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { ctoken?: string }).ctoken;
    expect(token).toBeTruthy();
    // The session lives in the database: whichever worker answers knows it.
    for (let i = 0; i < 6; i++) expect(await userStatus(token!)).toBe(200);

    process.kill(workers[0], 'SIGKILL');
    // The other worker keeps answering while the primary starts a replacement.
    expect(await userStatus(token!)).toBe(200);
    const replaced = await until(
      () => {
        const now = workersOf(server.pid!);
        return now.length === 2 && !now.includes(workers[0]) ? now : undefined;
      },
      60_000,
      'a replacement worker',
    );
    expect(replaced).toContain(workers[1]);
    await until(
      () => (output.includes(`worker ${workers[0]} ended (SIGKILL); starting another`) ? true : undefined),
      5_000,
      'the replacement notice',
    );
    for (let i = 0; i < 6; i++) expect(await userStatus(token!)).toBe(200);

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${ORIGIN}/healthz`)).rejects.toThrow();
  }, 120_000);
});
