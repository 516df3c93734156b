import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE, dataDirHolder, heldMessage, holdDataDir } from './data-dir-lock';

/** The data folder lock: a live holder is named, a stale one (dead process) is ignored. */
describe('data folder lock', () => {
  let dataDir = '';
  let other: ChildProcess | null = null;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  });
  afterEach(() => {
    other?.kill('SIGKILL');
    other = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const lockFile = () => path.join(dataDir, LOCK_FILE);
  /** Another live process, as a server on any port would be. */
  const anotherProcess = () => {
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'], { stdio: 'ignore' });
    return other.pid!;
  };

  test('a live process that holds it is named; this process cannot take it', () => {
    const pid = anotherProcess();
    fs.writeFileSync(lockFile(), `${pid}\n`);
    expect(dataDirHolder(dataDir)).toBe(pid);
    expect(heldMessage(dataDir, 'npm run db:reset')).toBe(
      `Process ${pid} holds ${dataDir} (its ${LOCK_FILE}): stop it first (Ctrl+C, or kill ${pid}), then run npm run db:reset again.`,
    );
    expect(() => holdDataDir(dataDir)).toThrow(`DATA_DIR ${dataDir} is in use by process ${pid}`);
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(pid));
  });

  test('a lock left by a process that is gone is ignored and taken over', async () => {
    const pid = anotherProcess();
    const exited = new Promise((resolve) => other!.once('exit', resolve));
    other!.kill('SIGKILL');
    await exited;
    fs.writeFileSync(lockFile(), `${pid}\n`);
    expect(dataDirHolder(dataDir)).toBeNull();
    expect(heldMessage(dataDir, 'npm run db:reset')).toBeNull();
    const release = holdDataDir(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  test('no lock file, or one that is not a process id: nobody holds it', () => {
    expect(dataDirHolder(dataDir)).toBeNull();
    fs.writeFileSync(lockFile(), 'garbage');
    expect(dataDirHolder(dataDir)).toBeNull();
  });
});
