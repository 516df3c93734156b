/**
 * Overview bench: signed in, with Chromium's CPU slowed 4x and a slow-4G network, how
 * many bytes the first load of /overview and /mobile/overview transfers (compressed, CDP
 * encodedDataLength), how long until every overview block shows data, the total blocking time
 * until then, and the <style> elements and CSS text the page writes at run time (antd's sheets are
 * built ahead of time: docs/embedding.md, "Styles"). Starts the real server over dist/ on its own
 * port with a temporary data directory; builds first if dist/ is missing. Exits 1 when a goal is
 * missed.
 *
 *   npx tsx scripts/bench-overview.ts        (BENCH_OVERVIEW_PORT, default 18200; BENCH_OVERVIEW_RUNS, default 5)
 *   BENCH_OVERVIEW_ONLY=desktop (or mobile)  measures only the overview whose label holds the word
 */
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium, MOBILE_UA, signIn } from './bench/browser';
import { ensureBuild } from './bench/build';
import { kb } from './bench/stats';
import {
  NAME_HELPER,
  readRuntimeStyles,
  RUNTIME_STYLE_GOALS,
  runtimeStylesOk,
  trackRuntimeStyles,
} from './bench/runtime-styles';
import { startServer } from './bench/server';

const PORT = Number(process.env.BENCH_OVERVIEW_PORT ?? 18200);
const EMAIL = 'ops@gcash.demo';
const RUNS = Number(process.env.BENCH_OVERVIEW_RUNS ?? 5);
const ONLY = process.env.BENCH_OVERVIEW_ONLY;

const GOALS = { desktopKb: 350, mobileKb: 200, filledMs: 3000 };

/** Slow 4G: about 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const BLOCKS = [
  'carousel',
  'calendar',
  'incentives',
  'claims',
  'growth',
  'top-merchants',
  'merchants',
  'notification-bell',
];
// Debug-only chunk (vConsole, dev and sim environments on mobile): counted apart, as bench:bundle does.
const DEBUG_CHUNK = /\/js\/vconsole\.[0-9a-f]+\.js$/;

interface Resource {
  url: string;
  type: string;
  bytes: number;
}

interface Run {
  code: number;
  api: number;
  media: number;
  debug: number;
  filledMs: number | null;
  /** Main-thread time past 50 ms in every long task until the blocks were filled. */
  blockingMs: number;
  /** <style> elements the page's scripts created, and the CSS text they held. */
  runtimeStyles: number;
  runtimeCss: number;
  states: string;
  blockTimes: Record<string, number>;
  resources: Resource[];
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function measure(
  browser: Browser,
  origin: string,
  path: string,
  mobile: boolean,
  blocks: string[],
): Promise<Run> {
  const context = await browser.newContext(
    mobile
      ? { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 860 } },
  );
  await signIn(context, origin, EMAIL);
  const page = await context.newPage();
  // Records when each block first shows data, to see which one holds the page back.
  await page.addInitScript(NAME_HELPER);
  await page.addInitScript(trackRuntimeStyles);
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    Object.assign(window, { __blockTimes: times });
    new MutationObserver(() => {
      document.querySelectorAll('[data-block]').forEach((element) => {
        const name = element.getAttribute('data-block') ?? '';
        const state = element.getAttribute('data-state');
        if (!(name in times) && (state === 'ready' || state === 'empty'))
          times[name] = Math.round(performance.now());
      });
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);

  const byId = new Map<string, { url: string; type: string }>();
  const resources: Resource[] = [];
  cdp.on('Network.responseReceived', (event) =>
    byId.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = byId.get(event.requestId);
    if (response) resources.push({ ...response, bytes: event.encodedDataLength });
  });

  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  // Measured in the page, from navigation start, when the last block leaves "loading".
  const filledMs = await page
    .waitForFunction(
      (names: string[]) => {
        const states = names.map((name) =>
          document.querySelector(`[data-block="${name}"]`)?.getAttribute('data-state'),
        );
        return states.every((state) => state === 'ready' || state === 'empty') ? performance.now() : false;
      },
      blocks,
      { timeout: 60_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  const states = await page.evaluate(
    (names: string[]) =>
      names
        .map(
          (name) =>
            `${name}=${document.querySelector(`[data-block="${name}"]`)?.getAttribute('data-state') ?? 'absent'}`,
        )
        .join(' '),
    blocks,
  );
  const blockTimes = await page.evaluate(
    () => (window as unknown as { __blockTimes: Record<string, number> }).__blockTimes,
  );
  const { runtimeStyles, runtimeCss, blockingMs } = await page.evaluate(readRuntimeStyles, filledMs);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await context.close();

  const sum = (pick: (r: Resource) => boolean) =>
    resources.filter(pick).reduce((total, r) => total + r.bytes, 0);
  const isDebug = (r: Resource) => DEBUG_CHUNK.test(r.url);
  const isCode = (r: Resource) =>
    (r.type === 'Script' || r.type === 'Stylesheet' || r.type === 'Document') && !isDebug(r);
  return {
    code: sum(isCode),
    api: sum((r) => r.type === 'XHR' || r.type === 'Fetch'),
    media: sum((r) => r.type === 'Image' || r.type === 'Media' || r.type === 'Font'),
    debug: sum(isDebug),
    filledMs,
    blockingMs,
    runtimeStyles,
    runtimeCss,
    states,
    blockTimes,
    resources,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function report(label: string, runs: Run[], budgetKb: number): boolean {
  const code = median(runs.map((run) => run.code));
  const times = runs.map((run) => run.filledMs);
  const filled = times.every((t): t is number => t !== null) ? median(times as number[]) : null;
  const last = runs[runs.length - 1];
  const bytesOk = code <= budgetKb * 1024;
  const timeOk = filled !== null && filled <= GOALS.filledMs;
  const styles = median(runs.map((run) => run.runtimeStyles));
  const css = median(runs.map((run) => run.runtimeCss));
  const stylesOk = runtimeStylesOk(styles, css);
  console.log(`\n${label}  (median of ${runs.length} cold loads, CPU ${CPU_SLOWDOWN}x slower, slow 4G)`);
  console.log(
    `  first load, HTML + JS + CSS: ${kb(code)} compressed  (goal ${budgetKb} KB: ${bytesOk ? 'met' : 'MISSED'})`,
  );
  const ofType = (run: Run, type: string) =>
    run.resources.filter((r) => r.type === type && !DEBUG_CHUNK.test(r.url)).reduce((t, r) => t + r.bytes, 0);
  console.log(
    `  of which scripts ${kb(median(runs.map((run) => ofType(run, 'Script'))))}, style sheets ${kb(median(runs.map((run) => ofType(run, 'Stylesheet'))))}, HTML ${kb(median(runs.map((run) => ofType(run, 'Document'))))}`,
  );
  console.log(
    `  API answers ${kb(last.api)}, images and video ${kb(last.media)}${last.debug ? `, vConsole debug chunk ${kb(last.debug)} (dev/sim only)` : ''}`,
  );
  console.log(
    `  every block filled after ${filled === null ? 'NEVER (see states)' : `${Math.round(filled)} ms`}  (goal ${GOALS.filledMs} ms: ${timeOk ? 'met' : 'MISSED'}); runs: ${times.map((t) => (t === null ? '-' : Math.round(t))).join(', ')} ms`,
  );
  console.log(
    `  total blocking time until then ${median(runs.map((run) => run.blockingMs))} ms; runs: ${runs.map((run) => run.blockingMs).join(', ')} ms`,
  );
  console.log(
    `  written at run time: ${styles} <style> elements, ${kb(css)} of CSS text  (goal at most ${RUNTIME_STYLE_GOALS.elements} and ${RUNTIME_STYLE_GOALS.cssKb} KB: ${stylesOk ? 'met' : 'MISSED'})`,
  );
  console.log(`  block states: ${last.states}`);
  const order = Object.entries(last.blockTimes).sort((a, b) => a[1] - b[1]);
  console.log(`  filled at (last run): ${order.map(([name, ms]) => `${name} ${ms}`).join(', ')} ms`);
  for (const r of last.resources.filter(
    (x) => x.type === 'Script' || x.type === 'Stylesheet' || x.type === 'Document',
  )) {
    console.log(`    ${kb(r.bytes).padStart(9)}  ${r.type.padEnd(10)} ${new URL(r.url).pathname}`);
  }
  return bytesOk && timeOk && stylesOk;
}

/**
 * BASELINE=<folder of another checkout, built there>: the same loads of that build, alternating
 * with this one's in the same run (before/after figures on a machine whose load varies).
 */
const BASELINE = process.env.BASELINE;

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const baseline = BASELINE
    ? await startServer(Number(process.env.BENCH_BASELINE_PORT ?? PORT + 10), {}, BASELINE)
    : null;
  const browser = await launchChromium();
  let ok = true;
  try {
    for (const [label, path, mobile, budget, shellPath] of [
      ['desktop /overview', '/overview', false, GOALS.desktopKb, '/change-psd'],
      ['mobile /mobile/overview', '/mobile/overview', true, GOALS.mobileKb, '/mobile/change-psd'],
    ] as const) {
      if (ONLY && !label.includes(ONLY)) continue;
      const runs: Run[] = [];
      const baselineRuns: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (baseline) baselineRuns.push(await measure(browser, baseline.portalOrigin, path, mobile, BLOCKS));
        runs.push(await measure(browser, server.portalOrigin, path, mobile, BLOCKS));
      }
      if (baseline) report(`BASELINE ${BASELINE}: ${label}`, baselineRuns, budget);
      ok = report(label, runs, budget) && ok;
      // For scale: the same shell (layout, header, session calls) around a small form page.
      // The desktop header carries the bell (the shell's first data); on a phone the bell is in the overview.
      const shell = await measure(
        browser,
        server.portalOrigin,
        shellPath,
        mobile,
        mobile ? [] : ['notification-bell'],
      );
      const bellMs =
        !mobile && shell.filledMs !== null
          ? `, header bell filled after ${Math.round(shell.filledMs)} ms`
          : '';
      const overviewOnly = median(runs.map((run) => run.code)) - shell.code;
      console.log(
        `  for scale: ${shellPath} (same shell, small page) ${kb(shell.code)}${bellMs}; the overview adds ${kb(overviewOnly)} on top`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await baseline?.stop();
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
