import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './config';
import { createEmptyPostgres } from './test-support/databases';

/**
 * The real server started as a user would start it at scale (docs/scale.md):
 * WEB_CONCURRENCY=2 on PostgreSQL gives two worker processes sharing the port; a worker that dies is
 * replaced while the other keeps answering; SIGTERM stops them all and the port is free again.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(__dirname, '..', '..');
const PORT = 19182;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const USER = '/ighome/api/account/user.json';

/**
 * The cluster workers of the primary: its direct children (Linux: /proc/<pid>/task/<tid>/children)
 * that run the server's entry. tsx may run an esbuild service beside them (a fresh checkout has no
 * transform cache yet), which is not a worker.
 */
function workerPids(primary: number): number[] {
  return fs
    .readdirSync(`/proc/${primary}/task`)
    .flatMap((tid) => fs.readFileSync(`/proc/${primary}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/src/main.ts');
      } catch {
        return false; // ended meanwhile
      }
    });
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
  const response = await fetch(`${ORIGIN}${USER}`, {
    headers: { ctoken: token, connection: 'close' },
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

const describePostgres = adminUrl ? describe : describe.skip;
const title = adminUrl
  ? 'WEB_CONCURRENCY=2 [postgres]'
  : 'WEB_CONCURRENCY=2 [postgres: NOT RUN, set TEST_DATABASE_URL to run it]';

describePostgres(title, () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    database = await createEmptyPostgres(adminUrl!, 'cluster');
    // node itself runs the primary (no launcher in between), in its own process group, so the
    // test sees the workers as its children and can always take the whole group down.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      detached: true,
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
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
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('runs two workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const workers = workerPids(server.pid!);
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
    await until(
      () => (output.includes(`worker ${workers[0]} ended (SIGKILL); starting another`) ? true : undefined),
      30_000,
      'the replacement notice',
    );
    // Calls go on being answered while the replacement starts.
    expect(await userStatus(token!)).toBe(200);
    const replaced = await until(
      () => {
        const now = workerPids(server.pid!);
        return now.length === 2 && !now.includes(workers[0]) ? now : undefined;
      },
      60_000,
      'a replacement worker',
    );
    expect(replaced).toContain(workers[1]);
    for (let i = 0; i < 6; i++) expect(await userStatus(token!)).toBe(200);

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${ORIGIN}/healthz`)).rejects.toThrow();
  }, 120_000);
});
