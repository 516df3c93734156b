import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server started as a process with an unusable DATA_DIR: it must stop promptly with one
 * line naming the path and the cause (not spin, not a database stack trace).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TSX_CJS = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cjs', 'index.cjs');
const PROMPT_MS = 120_000;
const isRoot = process.getuid?.() === 0;

function startServer(dataDir: string, asNobody = false, extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '19172',
    HOST_DEMO_PORT: '19173',
    DATA_DIR: dataDir,
    HOME: os.tmpdir(),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  // Root ignores permission bits; a read-only directory is only read-only for another user.
  const [command, args] = asNobody
    ? [
        'setpriv',
        ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, TSX, 'server/src/main.ts'],
      ]
    : [process.execPath, [TSX, 'server/src/main.ts']];
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = Date.now();
  children.push(child);
  const listening = new Promise<void>((resolve) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Partner portal:')) resolve();
    });
  });
  const exited = new Promise<{ code: number | null; lines: string[]; ms: number }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), PROMPT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: stderr.split('\n').filter(Boolean), ms: Date.now() - started });
    });
  });
  return Object.assign(exited, { child, listening });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

test("the server's module graph has no umi-request, isomorphic-fetch or node-fetch", () => {
  const script =
    "require('./server/src/app'); console.log(JSON.stringify(Object.keys(require.cache).filter((k) => /umi-request|isomorphic-fetch|node-fetch/.test(k))))";
  const out = execFileSync(process.execPath, ['--require', TSX_CJS, '-e', script], { cwd: ROOT }).toString();
  expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
}, 60_000);

describe('start-up with an unusable DATA_DIR', () => {
  let tmp = '';
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
    fs.chmodSync(tmp, 0o755);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('a path that cannot be created (a file in the way)', async () => {
    fs.writeFileSync(path.join(tmp, 'plain-file'), '');
    const dataDir = path.join(tmp, 'plain-file', 'data');
    const result = await startServer(dataDir);
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([expect.stringContaining(`DATA_DIR ${dataDir} cannot be created`)]);
    expect(result.lines[0]).toContain('ENOTDIR');
  }, 150_000);

  test('a path under a file system that allows no directories', async () => {
    const result = await startServer('/proc/portal-data');
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      expect.stringMatching(
        /^Server failed to start: DATA_DIR \/proc\/portal-data cannot be created: .*\(E[A-Z]+\)$/,
      ),
    ]);
  }, 150_000);

  test('a read-only directory', async () => {
    const dataDir = path.join(tmp, 'read-only');
    fs.mkdirSync(dataDir, { mode: 0o555 });
    fs.chmodSync(dataDir, 0o555);
    const result = await startServer(dataDir, isRoot);
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `Server failed to start: DATA_DIR ${dataDir} is not writable: permission denied (EACCES)`,
    ]);
  }, 150_000);

  test('a read-only database directory inside a writable DATA_DIR', async () => {
    const dataDir = path.join(tmp, 'ro-pgdata');
    fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
    fs.chmodSync(dataDir, 0o777);
    fs.chmodSync(path.join(dataDir, 'pgdata'), 0o555);
    const result = await startServer(dataDir, isRoot);
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `Server failed to start: DATA_DIR part ${path.join(dataDir, 'pgdata')} is not writable: permission denied (EACCES)`,
    ]);
  }, 150_000);
});

test('a DB_POOL_MAX that is no pool size stops the start with one line naming it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-startup-pool-'));
  try {
    const result = await startServer(dataDir, false, { DB_POOL_MAX: 'ten' });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'Server failed to start: DB_POOL_MAX="ten" is not understood: give a whole number of PostgreSQL connections per process from 2 (default 10); processes x (DB_POOL_MAX + 1) must stay under max_connections',
    ]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
