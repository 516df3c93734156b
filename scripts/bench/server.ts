import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build';

interface RunningServer {
  portalOrigin: string;
  hostOrigin: string;
  stop: () => Promise<void>;
}

async function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${origin} did not become healthy in ${timeoutMs} ms`);
}

/**
 * Starts the real server over dist/ on its own ports with a fresh temporary data directory, like
 * playwright.config.ts does for e2e; `env` overrides its settings. `stop()` ends it and removes the directory.
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv = {},
  /** Another checkout's folder, to serve its build (a before/after comparison). */
  root = ROOT,
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-portal-bench-'));
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST_DEMO_PORT: String(port + 1),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_IP_MAX: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const portalOrigin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(portalOrigin, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { portalOrigin, hostOrigin: `http://localhost:${port + 1}`, stop };
}
