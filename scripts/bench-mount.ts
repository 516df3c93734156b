/**
 * npm run bench:mount — the portal as a guest in the demo host, signed in, over warm enter/leave
 * cycles (after BENCH_WARM_UP cycles, default 5, that download the chunks and compile hot paths):
 * - mount and unmount time (median, p95): mount is timed from the host's navigation to the app's
 *   first DOM in the container and to the layout's menu (which waits for the session check's call
 *   to the server); unmount = until the container is empty;
 * - what stays alive after leaving: after every cycle, forced garbage collection, then live DOM
 *   nodes and JS event listeners of the page (CDP Memory.getDOMCounters) and JS heap. A leak shows
 *   as growth per cycle (least-squares slope over the measured cycles); the budget is no growth.
 * Three scenarios: browser history on a shell screen, hash history, and the overview with its
 * account menu and notification drawer opened every cycle (popups rendered in the container).
 * BENCH_CYCLES (default 30) cycles per scenario. Exit code 1 when a budget is exceeded.
 */
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium, signIn } from './bench/browser';
import { ensureBuild } from './bench/build';
import { startServer } from './bench/server';
import { summarize } from './bench/stats';

const PORT = Number(process.env.BENCH_PORT ?? 18200);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 30);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const EMAIL = 'ops@gcash.demo';
export const MOUNT_P95_BUDGET_MS = 150;
export const HEAP_GROWTH_BUDGET_MB = 3;
/** Live nodes and listeners may not grow from cycle to cycle (slope below one per cycle). */
export const DOM_GROWTH_PER_CYCLE_BUDGET = 1;

interface Scenario {
  name: string;
  /** Host page to open (the demo host remembers the history type from ?history=). */
  hostPath: string;
  /** Where the host's navigation sends the portal, and where it leaves to. */
  enter: string;
  leave: string;
  /** Opens popups on the screen before leaving. */
  popups: boolean;
  /** Only this one is timed against the mount budget (a shell screen, no popups). */
  timed: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'browser history, /portal/performance-insights',
    hostPath: '/?history=browser',
    enter: '/portal/performance-insights',
    leave: '/',
    popups: false,
    timed: true,
  },
  {
    name: 'hash history, #/portal/operation-log',
    hostPath: '/?history=hash',
    enter: '/#/portal/operation-log',
    leave: '/',
    popups: false,
    timed: false,
  },
  {
    name: 'browser history, /portal/overview with account menu and notification drawer',
    hostPath: '/?history=browser',
    enter: '/portal/overview',
    leave: '/',
    popups: true,
    timed: false,
  },
];

// In-page code as text: tsx would wrap named functions in a helper the page does not have.
const UNTIL_SOURCE = `(done) => new Promise((resolve) => {
  const container = document.querySelector('#portal-container');
  if (done(container)) return resolve();
  const observer = new MutationObserver(() => {
    if (done(container)) { observer.disconnect(); resolve(); }
  });
  observer.observe(container, { childList: true, subtree: true });
})`;
const ENTER_SOURCE = `async (path) => {
  const until = ${UNTIL_SOURCE};
  const t0 = performance.now();
  window.history.pushState(null, '', path);
  await until((c) => c.querySelector('.partner-portal__root > *') !== null);
  const painted = performance.now();
  await until((c) => c.querySelector('[role="menu"]') !== null);
  return { firstContent: painted - t0, mount: performance.now() - t0 };
}`;
const LEAVE_SOURCE = `async (path) => {
  const until = ${UNTIL_SOURCE};
  const t0 = performance.now();
  window.history.pushState(null, '', path);
  await until((c) => c.childElementCount === 0);
  return performance.now() - t0;
}`;

interface Counters {
  nodes: number;
  listeners: number;
  heapMb: number;
}

async function countersAfterGc(cdp: CDPSession): Promise<Counters> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, heapMb: usedSize / 1024 / 1024 };
}

/** Least-squares slope of a series against its index: growth per cycle. */
function slope(values: number[]): number {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

async function openPopups(page: Page): Promise<void> {
  const portal = page.locator('#portal-container');
  await portal.getByRole('button', { name: 'Account menu' }).click();
  await portal.getByRole('menuitem').first().waitFor();
  await page.keyboard.press('Escape');
  await portal.getByRole('button', { name: /^Notifications/ }).click();
  await portal.getByRole('dialog').waitFor();
}

interface ScenarioResult {
  ok: boolean;
}

async function runScenario(
  page: Page,
  cdp: CDPSession,
  hostOrigin: string,
  s: Scenario,
): Promise<ScenarioResult> {
  await page.goto(`${hostOrigin}${s.hostPath}`);
  const once = async () => {
    const times = (await page.evaluate(`(${ENTER_SOURCE})(${JSON.stringify(s.enter)})`)) as {
      firstContent: number;
      mount: number;
    };
    if (s.popups) await openPopups(page);
    const unmount = (await page.evaluate(`(${LEAVE_SOURCE})(${JSON.stringify(s.leave)})`)) as number;
    return { ...times, unmount };
  };
  for (let i = 0; i < WARM_UP; i += 1) await once();
  await page.waitForTimeout(300);
  const start = await countersAfterGc(cdp);
  const series: Counters[] = [start];
  const firsts: number[] = [];
  const mounts: number[] = [];
  const unmounts: number[] = [];
  for (let i = 0; i < CYCLES; i += 1) {
    const { firstContent, mount, unmount } = await once();
    firsts.push(firstContent);
    mounts.push(mount);
    unmounts.push(unmount);
    series.push(await countersAfterGc(cdp));
  }
  const end = series[series.length - 1];
  const nodeSlope = slope(series.map((c) => c.nodes));
  const listenerSlope = slope(series.map((c) => c.listeners));
  const heapGrowth = end.heapMb - start.heapMb;
  const nodesOk = nodeSlope < DOM_GROWTH_PER_CYCLE_BUDGET;
  const listenersOk = listenerSlope < DOM_GROWTH_PER_CYCLE_BUDGET;
  const heapOk = heapGrowth <= HEAP_GROWTH_BUDGET_MB;
  const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

  const f = summarize(firsts);
  const m = summarize(mounts);
  const u = summarize(unmounts);
  const mountOk = !s.timed || m.p95 <= MOUNT_P95_BUDGET_MS;
  console.log(`\n${s.name}: ${CYCLES} warm cycles (after ${WARM_UP} warm-up)`);
  console.log(
    `  mount to first content  median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (qiankun mount -> the app's first DOM in the container)`,
  );
  console.log(
    `  mount to layout shown   median ${m.median.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (min ${m.min.toFixed(1)}, max ${m.max.toFixed(1)})${s.timed ? `  budget p95 ${MOUNT_P95_BUDGET_MS} ms: ${verdict(mountOk)}` : ''}`,
  );
  console.log(
    `  unmount                 median ${u.median.toFixed(1)} ms, p95 ${u.p95.toFixed(1)} ms (min ${u.min.toFixed(1)}, max ${u.max.toFixed(1)})`,
  );
  console.log(
    `  live DOM nodes after GC   ${start.nodes} -> ${end.nodes}, ${nodeSlope.toFixed(2)} per cycle  budget < ${DOM_GROWTH_PER_CYCLE_BUDGET}: ${verdict(nodesOk)}`,
  );
  console.log(
    `  JS event listeners        ${start.listeners} -> ${end.listeners}, ${listenerSlope.toFixed(2)} per cycle  budget < ${DOM_GROWTH_PER_CYCLE_BUDGET}: ${verdict(listenersOk)}`,
  );
  console.log(
    `  JS heap after GC          ${start.heapMb.toFixed(2)} MB -> ${end.heapMb.toFixed(2)} MB, growth ${heapGrowth.toFixed(2)} MB  budget ${HEAP_GROWTH_BUDGET_MB} MB: ${verdict(heapOk)}`,
  );
  return { ok: nodesOk && listenersOk && heapOk && mountOk };
}

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const browser = await launchChromium(['--js-flags=--expose-gc']);
  let ok = true;
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await signIn(context, server.portalOrigin, EMAIL);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const only = process.env.BENCH_SCENARIO;
    for (const scenario of SCENARIOS) {
      if (only && !scenario.name.includes(only)) continue;
      const result = await runScenario(page, cdp, server.hostOrigin, scenario);
      ok &&= result.ok;
    }
    if (errors.length) console.log(`\npage errors during the run: ${errors.length} (first: ${errors[0]})`);
    console.log(`\nbench:mount ${ok ? 'within every budget' : 'OVER a budget'}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
