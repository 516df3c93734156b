/**
 * npm run bench:mount — mount and unmount time of the portal inside the demo host (median, p95)
 * and JS heap growth after forced garbage collection, over 50 enter/leave cycles. Signed in, on a
 * shell screen (/portal/performance-insights), after warm-up cycles (BENCH_WARM_UP, default 5) that
 * download the chunks and let V8 compile the hot paths, so heap growth is not first-run compilation:
 * this measures warm mounts, what a user switching between host and portal sees.
 * Mount is timed twice from the host's navigation: to the app's first DOM in the container, and to
 * the layout's menu (which also waits for the session guard's current-user call to the server);
 * unmount = until the container is empty.
 */
import type { Page } from 'playwright-core';
import { launchChromium, signIn } from './bench/browser';
import { ensureBuild } from './bench/build';
import { startServer } from './bench/server';
import { summarize } from './bench/stats';

const PORT = Number(process.env.BENCH_PORT ?? 18200);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 50);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const PORTAL_PATH = '/portal/performance-insights';
const EMAIL = 'ops@gcash.demo';
const PASSWORD = 'Portal#2026';
export const MOUNT_P95_BUDGET_MS = 150;
export const HEAP_GROWTH_BUDGET_MB = 3;

// In-page code as text: tsx would wrap named functions in a helper the page does not have.
const CYCLE_SOURCE = `async (path) => {
  const container = document.querySelector('#portal-container');
  const until = (done) =>
    new Promise((resolve) => {
      if (done()) return resolve();
      const observer = new MutationObserver(() => {
        if (done()) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(container, { childList: true, subtree: true });
    });
  const t0 = performance.now();
  window.history.pushState(null, '', path);
  await until(() => container.querySelector('.partner-portal__root > *') !== null);
  const painted = performance.now();
  await until(() => container.querySelector('[role="menu"]') !== null);
  const t1 = performance.now();
  window.history.pushState(null, '', '/');
  await until(() => container.childElementCount === 0);
  const t2 = performance.now();
  return { firstContent: painted - t0, mount: t1 - t0, unmount: t2 - t1 };
}`;

/** One enter/leave cycle timed inside the page (MutationObserver, no polling gaps). */
type CycleTimes = { firstContent: number; mount: number; unmount: number };
function cycle(page: Page, portalPath: string): Promise<CycleTimes> {
  return page.evaluate(`(${CYCLE_SOURCE})(${JSON.stringify(portalPath)})`) as Promise<CycleTimes>;
}

async function heapUsedAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const browser = await launchChromium(['--js-flags=--expose-gc']);
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await signIn(context, server.portalOrigin, EMAIL, PASSWORD);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.hostOrigin}/`);

    // Warm-up: chunks downloaded, caches filled, hot code compiled.
    for (let i = 0; i < WARM_UP; i += 1) await cycle(page, PORTAL_PATH);
    await page.waitForTimeout(300);
    const heapBefore = await heapUsedAfterGc(page);

    const firsts: number[] = [];
    const mounts: number[] = [];
    const unmounts: number[] = [];
    for (let i = 0; i < CYCLES; i += 1) {
      const { firstContent, mount, unmount } = await cycle(page, PORTAL_PATH);
      firsts.push(firstContent);
      mounts.push(mount);
      unmounts.push(unmount);
    }
    await page.waitForTimeout(300);
    const heapAfter = await heapUsedAfterGc(page);

    const f = summarize(firsts);
    const m = summarize(mounts);
    const u = summarize(unmounts);
    const growthMb = (heapAfter - heapBefore) / 1024 / 1024;
    console.log(`Demo host, ${CYCLES} warm cycles of entering and leaving ${PORTAL_PATH} (signed in):`);
    console.log(
      `  mount to first content  median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (qiankun mount -> the app's first DOM in the container)`,
    );
    console.log(
      `  mount to layout shown   median ${m.median.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (min ${m.min.toFixed(1)}, max ${m.max.toFixed(1)})  budget p95 ${MOUNT_P95_BUDGET_MS} ms: ${m.p95 <= MOUNT_P95_BUDGET_MS ? 'within' : 'OVER'}`,
    );
    console.log(
      `  unmount                 median ${u.median.toFixed(1)} ms, p95 ${u.p95.toFixed(1)} ms (min ${u.min.toFixed(1)}, max ${u.max.toFixed(1)})`,
    );
    console.log(
      `  JS heap after forced GC: ${(heapBefore / 1024 / 1024).toFixed(2)} MB -> ${(heapAfter / 1024 / 1024).toFixed(2)} MB, growth ${growthMb.toFixed(2)} MB  budget ${HEAP_GROWTH_BUDGET_MB} MB: ${growthMb <= HEAP_GROWTH_BUDGET_MB ? 'within' : 'OVER'}`,
    );
    if (errors.length) console.log(`  page errors during the run: ${errors.length} (first: ${errors[0]})`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
