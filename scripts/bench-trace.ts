/**
 * npm run bench:trace: what the overviews' first load does that the user does not need, from a
 * Chromium trace on the slow profile (CPU 4x slower, slow 4G, cold cache, signed in, seeded data):
 *
 * - forced layouts: style and layout passes a script forced (a Layout or UpdateLayoutTree event
 *   carrying the script's stack) until every block is ready, with the functions that forced them;
 * - paint after content: main-thread paint time in the 6 s after every block is ready (an
 *   animation nobody needs keeps it above zero);
 * - media on the phone: images and video fetched by the phone overview until the network is idle
 *   (the carousel's later slides wait until they are about to show).
 *
 * - the main thread until every block is ready: its time by kind of work (script, compile, style,
 *   layout, paint, garbage collection) and the scripts' compile and run time by file.
 *
 * Prints the figures (median of RUNS runs, default 3) and exits 0: goals are read, not enforced.
 * Builds if dist/ is missing; starts the real server on BENCH_PORT (default 18950).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, MOBILE_UA, signIn } from './bench/browser';
import { ensureBuild } from './bench/build';
import { CPU_SLOWDOWN, SLOW_4G } from './bench/route-load';
import { startServer } from './bench/server';
import { summarize } from './bench/stats';

const PORT = Number(process.env.BENCH_PORT ?? 18950);
const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const AFTER_READY_MS = 6000;
/** BENCH_TRACE_ONLY=desktop (or phone): trace only the overview whose label holds it. */
const ONLY = process.env.BENCH_TRACE_ONLY;
const PARTNER = 'ops@gcash.demo';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { stackTrace?: { functionName: string; url: string }[]; url?: string };
    beginData?: { stackTrace?: { functionName: string; url: string }[] };
  };
}

interface TraceFigures {
  forcedLayoutMs: number;
  forcedLayouts: string[];
  paintAfterReadyMs: number;
  mediaBytes: number;
  mediaFiles: number;
  /** Main-thread time until every block is ready, by kind of work (self time, ms). */
  breakdown: Record<string, number>;
  /** Script compile and run until then, by file (self time, ms). */
  scriptByFile: Record<string, number>;
  readyMs: number;
}

/** What a main-thread trace event is, for the breakdown; null for events that only group others. */
const KIND: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  CacheScript: 'compile',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MC': 'garbage collection',
  ParseHTML: 'HTML',
  ParseAuthorStyleSheet: 'style sheets',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  RasterTask: 'paint',
  'Decode Image': 'images',
};

/**
 * Self time of each complete event on the main thread between navigation and `until`, by kind
 * (KIND) and, for scripts, by file: a child's time counts for the child, not its parent.
 */
function mainThreadBreakdown(main: TraceEvent[], from: number, until: number) {
  const complete = main
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= until)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind: Record<string, number> = {};
  const byFile: Record<string, number> = {};
  const stack: { end: number; kind: string; file: string; self: number }[] = [];
  const close = (entry: { kind: string; file: string; self: number }) => {
    byKind[entry.kind] = (byKind[entry.kind] ?? 0) + entry.self;
    if ((entry.kind === 'script' || entry.kind === 'compile') && entry.file)
      byFile[entry.file] = (byFile[entry.file] ?? 0) + entry.self;
  };
  for (const event of complete) {
    while (stack.length && stack[stack.length - 1].end <= event.ts) close(stack.pop()!);
    const parent = stack[stack.length - 1];
    const dur = event.dur ?? 0;
    const kind = KIND[event.name] ?? (parent ? parent.kind : 'other (tasks, loading, idle callbacks)');
    const url = event.args?.data?.url ?? '';
    const file = url
      ? new URL(url, 'http://x').pathname.replace(/\.[0-9a-f]{8}\./, '.')
      : (parent?.file ?? '');
    if (parent) parent.self -= dur;
    stack.push({ end: event.ts + dur, kind, file, self: dur });
  }
  while (stack.length) close(stack.pop()!);
  const ms = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).map(([key, us]) => [key, Math.round(us / 1000)]));
  return { breakdown: ms(byKind), scriptByFile: ms(byFile) };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
].join(',');

async function traceOnce(
  browser: Browser,
  origin: string,
  path: string,
  mobile: boolean,
): Promise<TraceFigures> {
  const context: BrowserContext = await browser.newContext(
    mobile
      ? { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 860 } },
  );
  await signIn(context, origin, PARTNER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  let mediaBytes = 0;
  let mediaFiles = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Image' || type === 'Media') {
      mediaBytes += event.encodedDataLength;
      mediaFiles += 1;
    }
  });

  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });

  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => document.querySelector('[data-block]') && !document.querySelector('[data-state="loading"]'),
    undefined,
    { timeout: 90_000, polling: 50 },
  );
  await page.evaluate(() => performance.mark('every-block-ready'));
  await page.waitForTimeout(AFTER_READY_MS);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  const ready = events.find((e) => e.name === 'every-block-ready');
  if (!ready) throw new Error('no ready mark in the trace');
  const rendererPid = ready.pid;
  const main = events.filter((e) => e.pid === rendererPid && e.tid === ready.tid);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === rendererPid) ?? main[0];
  const { breakdown, scriptByFile } = mainThreadBreakdown(main, navigation.ts, ready.ts);
  const forced = main.filter((e) => {
    if (e.ts > ready.ts) return false;
    if (e.name !== 'Layout' && e.name !== 'UpdateLayoutTree') return false;
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
    return Array.isArray(stack) && stack.length > 0;
  });
  const forcedLayouts = forced
    .filter((e) => (e.dur ?? 0) >= 5000)
    .map((e) => {
      const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [];
      const top = stack[0];
      const file = top?.url.split('/').pop() ?? '';
      return `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms from ${top?.functionName || '(anonymous)'} (${file})`;
    });
  const paint = main
    .filter(
      (e) =>
        (e.name === 'Paint' || e.name === 'PrePaint' || e.name === 'Layerize') &&
        e.ts > ready.ts &&
        e.ts < ready.ts + AFTER_READY_MS * 1000,
    )
    .reduce((total, e) => total + (e.dur ?? 0), 0);
  return {
    forcedLayoutMs: Math.round(forced.reduce((total, e) => total + (e.dur ?? 0), 0) / 1000),
    forcedLayouts,
    paintAfterReadyMs: Math.round(paint / 1000),
    mediaBytes,
    mediaFiles,
    breakdown,
    scriptByFile,
    readyMs: Math.round((ready.ts - navigation.ts) / 1000),
  };
}

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const browser = await launchChromium();
  try {
    for (const [label, path, mobile] of [
      ['desktop /overview', '/overview', false],
      ['phone /mobile/overview', '/mobile/overview', true],
    ] as const) {
      if (ONLY && !label.includes(ONLY)) continue;
      const runs: TraceFigures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await traceOnce(browser, server.portalOrigin, path, mobile));
      const median = (pick: (f: TraceFigures) => number) => summarize(runs.map(pick)).median;
      console.log(`\n${label} (median of ${RUNS}, slow profile)`);
      console.log(
        `  every block ready after ${median((f) => f.readyMs)} ms (under tracing, which slows the page)`,
      );
      const keys = (pick: (f: TraceFigures) => Record<string, number>) =>
        [...new Set(runs.flatMap((f) => Object.keys(pick(f))))]
          .map((key) => [key, median((f) => pick(f)[key] ?? 0)] as const)
          .sort((a, b) => b[1] - a[1]);
      console.log('  main thread until then, by kind of work (self time):');
      for (const [kind, ms] of keys((f) => f.breakdown))
        console.log(`    ${String(ms).padStart(6)} ms  ${kind}`);
      console.log('  script compile and run until then, by file (self time, files of 20 ms or more):');
      for (const [file, ms] of keys((f) => f.scriptByFile).filter(([, ms]) => ms >= 20))
        console.log(`    ${String(ms).padStart(6)} ms  ${file}`);
      console.log(
        `  forced style/layout by scripts before every block is ready: ${median((f) => f.forcedLayoutMs)} ms`,
      );
      for (const line of runs[runs.length - 1].forcedLayouts) console.log(`    ${line}`);
      console.log(
        `  main-thread paint in the ${AFTER_READY_MS / 1000} s after: ${median((f) => f.paintAfterReadyMs)} ms`,
      );
      console.log(
        `  images and video fetched: ${median((f) => f.mediaFiles)} files, ${(median((f) => f.mediaBytes) / 1024).toFixed(1)} KiB`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
