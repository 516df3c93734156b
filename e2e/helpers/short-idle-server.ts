import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eEnv } from '../../playwright.config';

/**
 * A second server over the same build with a short idle limit, for the time-out scenarios (the
 * main e2e server keeps the 30-minute default that every other spec relies on). It listens on
 * E2E_PORT + 2 (its demo host on + 3) with its own fresh embedded database.
 */
export interface ShortIdleServer {
  origin: string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

export async function startShortIdleServer(
  idleSeconds: number,
  warningSeconds: number,
): Promise<ShortIdleServer> {
  const port = e2eEnv.port + 2;
  const dataDir = path.join(os.tmpdir(), `partner-portal-e2e-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST_DEMO_PORT: String(port + 1),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_IP_MAX: '10000',
      LOG_LEVEL: 'warn',
      SESSION_IDLE_SECONDS: String(idleSeconds),
      SESSION_IDLE_WARNING_SECONDS: String(warningSeconds),
      // Every session lookup reads the database, so the idle clock is exact.
      SESSION_CACHE_MS: '0',
    },
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`short-idle server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('short-idle server did not start within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
