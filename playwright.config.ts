import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * E2E runs the real server (fresh embedded database, seeded demo data) over the production build
 * in `dist/`, in Debian's Chromium. E2E_PORT lets several runs live side by side; the demo host
 * listens on E2E_PORT + 1.
 */
const port = Number(process.env.E2E_PORT ?? 18000);
const hostPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `partner-portal-e2e-${port}`);

export const e2eEnv = { port, hostPort, dataDir };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf "${dataDir}" && npx tsx server/src/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST_DEMO_PORT: String(hostPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_IP_MAX: '10000',
      // The specs submit claims as the same demo partners again and again (docs/configuration.md).
      CLAIM_SUBMIT_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
