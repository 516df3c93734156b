import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `npm run db:reset` run as the real command, with a DATA_DIR holding data it would delete. */
const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function runReset(dataDir: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [TSX, 'server/src/reset-cli.ts', ...args], {
    cwd: ROOT,
    // Nobody holds this data folder unless a test says so (data-dir-lock.ts).
    env: { ...process.env, PORT: '19174', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; lines: string[] }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: stderr.split('\n').filter(Boolean) });
    });
  });
}

describe('db:reset with NODE_ENV=production', () => {
  let dataDir = '';
  const stored = () => path.join(dataDir, 'files', 'contract.pdf');
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reset-'));
    fs.mkdirSync(path.join(dataDir, 'files'));
    fs.writeFileSync(stored(), '%PDF-1.4');
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('refuses without --yes: one line, exit code 2, nothing deleted', async () => {
    const result = await runReset(dataDir, [], { NODE_ENV: 'production' });
    expect(result.code).toBe(2);
    expect(result.lines).toEqual([expect.stringMatching(/^Refusing to reset: NODE_ENV=production.*--yes/)]);
    expect(fs.existsSync(stored())).toBe(true);
  }, 90_000);

  test('--yes goes ahead (here it fails later, on a database that does not answer)', async () => {
    const result = await runReset(dataDir, ['--yes'], {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal:portal@127.0.0.1:1/none',
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([expect.stringMatching(/^Reset failed: /)]);
  }, 90_000);
});

describe('db:reset while another process holds the data folder', () => {
  test('refuses whatever PORT says, names the process, deletes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reset-held-'));
    const stored = path.join(dataDir, 'files', 'contract.pdf');
    fs.mkdirSync(path.dirname(stored));
    fs.writeFileSync(stored, '%PDF-1.4');
    // A server on another port than PORT: it holds the folder by its lock file.
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'], { stdio: 'ignore' });
    fs.writeFileSync(path.join(dataDir, 'server.pid'), `${server.pid}\n`);
    try {
      const result = await runReset(dataDir, [], {});
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        expect.stringMatching(
          new RegExp(`^Process ${server.pid} holds .*server\\.pid.*npm run db:reset again`),
        ),
      ]);
      expect(fs.existsSync(stored)).toBe(true);
    } finally {
      server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
