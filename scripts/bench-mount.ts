/**
 * npm run bench:mount — the portal as a guest in the demo host, signed in, over warm enter/leave
 * cycles (after BENCH_WARM_UP cycles, default 5, that download the chunks and compile hot paths):
 * - mount and unmount time (median, p95): mount is timed from the host's navigation to the app's
 *   first DOM in the container and to the layout's menu (which waits for the session check's call
 *   to the server); unmount = until the container is empty;
 * - what stays alive after leaving: after every cycle, forced garbage collection, then live DOM
 *   nodes and JS event listeners of the page (CDP Memory.getDOMCounters) and JS heap. A leak shows
 *   as growth per cycle (least-squares slope over the measured cycles); the budget is no growth.
 * Scenarios: browser history on a shell screen, hash history, the overview with its account menu
 * and notification drawer opened every cycle (popups rendered in the container), the same in the
 * host's Shadow DOM mode (`?isolation=strict`), and a phone (antd-mobile tree: the overview with
 * its carousel, pull to refresh and toasts, the "More" popup opened every cycle).
 * BENCH_CYCLES (default 30) cycles per scenario, BENCH_SCENARIO=<text> runs the scenarios whose
 * name contains it. Exit code 1 when a budget is exceeded.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { launchChromium, MOBILE_UA, signIn } from './bench/browser';
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
  /** A phone (mobile user agent, touch, narrow viewport): the antd-mobile tree. */
  phone?: boolean;
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
  {
    name: 'Shadow DOM (strict isolation), /portal/overview with account menu and notification drawer',
    hostPath: '/?history=browser&isolation=strict',
    enter: '/portal/overview',
    leave: '/',
    popups: true,
    timed: false,
  },
  {
    name: 'phone, /portal/mobile/overview with the More popup',
    hostPath: '/?history=browser',
    enter: '/portal/mobile/overview',
    leave: '/',
    popups: true,
    timed: false,
    phone: true,
  },
];

// In-page code as text: tsx would wrap named functions in a helper the page does not have.
// `done` gets the portal's root to search (the container, or the shadow root qiankun's strict
// isolation puts in it) and the container; every root that appears is observed.
const UNTIL_SOURCE = `(done) => new Promise((resolve) => {
  const container = document.querySelector('#portal-container');
  const scope = () => container.firstElementChild?.shadowRoot ?? container;
  const observers = [];
  const observed = new Set();
  const watch = (node) => {
    if (observed.has(node)) return;
    observed.add(node);
    const observer = new MutationObserver(check);
    observer.observe(node, { childList: true, subtree: true });
    observers.push(observer);
  };
  function check() {
    if (done(scope(), container)) {
      observers.forEach((o) => o.disconnect());
      resolve();
    } else watch(scope());
  }
  watch(container);
  check();
})`;
const ENTER_SOURCE = `async ([path, ready]) => {
  const until = ${UNTIL_SOURCE};
  const t0 = performance.now();
  window.history.pushState(null, '', path);
  await until((root) => root.querySelector('.partner-portal__root > *') !== null);
  const painted = performance.now();
  await until((root) => root.querySelector(ready) !== null);
  return { firstContent: painted - t0, mount: performance.now() - t0 };
}`;
const LEAVE_SOURCE = `async (path) => {
  const until = ${UNTIL_SOURCE};
  const t0 = performance.now();
  window.history.pushState(null, '', path);
  await until((root, container) => container.childElementCount === 0);
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

async function openPopups(page: Page, phone: boolean): Promise<void> {
  const portal = page.locator('#portal-container');
  if (phone) {
    await portal.getByRole('button', { name: 'More', exact: true }).click();
    await portal.locator('.adm-popup-body').waitFor();
    return;
  }
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
    const ready = s.phone ? '.adm-tab-bar' : '[role="menu"]';
    const times = (await page.evaluate(`(${ENTER_SOURCE})(${JSON.stringify([s.enter, ready])})`)) as {
      firstContent: number;
      mount: number;
    };
    if (s.popups) await openPopups(page, s.phone === true);
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

/** A signed-in browser context of its own (desktop or phone) for one scenario. */
async function inContext(
  browser: Browser,
  portalOrigin: string,
  phone: boolean,
  run: (page: Page, cdp: CDPSession) => Promise<boolean>,
): Promise<boolean> {
  const context = await browser.newContext(
    phone
      ? { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 860 } },
  );
  try {
    await signIn(context, portalOrigin, EMAIL);
    const page = await context.newPage();
    return await run(page, await context.newCDPSession(page));
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const browser = await launchChromium(['--js-flags=--expose-gc']);
  let ok = true;
  const errors: string[] = [];
  try {
    const only = process.env.BENCH_SCENARIO;
    for (const scenario of SCENARIOS) {
      if (only && !scenario.name.includes(only)) continue;
      ok &&= await inContext(browser, server.portalOrigin, scenario.phone === true, async (page, cdp) => {
        page.on('pageerror', (error) => errors.push(error.message));
        return (await runScenario(page, cdp, server.hostOrigin, scenario)).ok;
      });
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
