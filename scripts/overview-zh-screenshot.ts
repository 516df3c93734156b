/**
 * `npm run docs:overview-zh`: the desktop overview in Simplified Chinese, for
 * docs/images/overview-zh-CN.png (docs/i18n.md). Starts the server on the built portal with fresh
 * demo data, signs in as ops@gcash.demo and photographs the page once every block has its data.
 * Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './bench/browser';
import { signIn } from '../e2e/helpers/session';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'images', 'overview-zh-CN.png');
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4797);
const origin = `http://localhost:${PORT}`;

async function waitForServer(): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-overview-zh-'));
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST_DEMO_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
    // Its own process group, so stopping it stops tsx and the server under npx too.
    detached: true,
  });
  try {
    await waitForServer();
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1366, height: 1100 }, baseURL: origin });
    await signIn(context, origin);
    const page = await context.newPage();
    await page.goto('/overview?locale=zh-CN');
    await page.locator('html[lang="zh-CN"]').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-state="loading"]').length === 0);
    await page.waitForLoadState('networkidle');
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    await page.screenshot({ path: OUT, fullPage: false });
    await browser.close();
    console.log(`Wrote ${path.relative(ROOT, OUT)}`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Overview screenshot failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
