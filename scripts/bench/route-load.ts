import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

/** Slow 4G: about 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Debug-only chunk (vConsole in the dev and sim environments on phones): counted apart. */
const DEBUG_CHUNK = /\/js\/vconsole\.[0-9a-f]+\.js$/;

interface RouteLoadOptions {
  url: string;
  mobile: boolean;
  /** Runs on the fresh context before the page opens (sign in). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** CPU 4x slower and slow 4G (the profile the layout-shift and time goals are set for). */
  throttled: boolean;
}

export interface RouteLoad {
  finalPath: string;
  /** HTML, scripts and style sheets on the wire (compressed as transferred), debug chunk excluded. */
  codeBytes: number;
  /** Those files, largest first (path and bytes on the wire), to see what a route's figure is made of. */
  files: { path: string; bytes: number }[];
  scriptRequests: number;
  /** Cumulative layout shift: the largest session window (gaps under 1 s, at most 5 s), as browsers report it. */
  cls: number;
  /** The shifts of 0.01 or more: when, how much, and which elements moved (for finding the cause). */
  shifts: string[];
  /** From navigation start until the page first paints anything (the HTML's outline, if sent); null if never. */
  paintedMs: number | null;
  /** From navigation start until a heading shows and no block is loading; null if never. */
  filledMs: number | null;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A cold load of one route in a fresh context, measured with CDP and in the page. */
export async function measureRouteLoad(browser: Browser, options: RouteLoadOptions): Promise<RouteLoad> {
  const context = await browser.newContext(
    options.mobile
      ? {
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        }
      : { viewport: { width: 1366, height: 860 } },
  );
  await options.prepare?.(context);
  const page = await context.newPage();
  // A string, not a function: tsx would wrap named helpers in calls the page doesn't have.
  await page.addInitScript(`
    const state = { cls: 0, windowValue: 0, windowStart: 0, last: 0, shifts: [] };
    window.__cls = state;
    const describe = (node) =>
      node instanceof Element
        ? node.tagName.toLowerCase() +
          (node.getAttribute('data-block') ? '[data-block=' + node.getAttribute('data-block') + ']' : '') +
          (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '')
        : String(node && node.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const gapEnds = entry.startTime - state.last > 1000 || entry.startTime - state.windowStart > 5000;
        if (gapEnds) {
          state.windowValue = 0;
          state.windowStart = entry.startTime;
        }
        state.windowValue += entry.value;
        state.last = entry.startTime;
        state.cls = Math.max(state.cls, state.windowValue);
        if (entry.value >= 0.01)
          state.shifts.push(
            Math.round(entry.startTime) + ' ms ' + entry.value.toFixed(3) + ': ' +
              entry.sources.map((source) => describe(source.node) + ' ' + source.previousRect.y + '->' + source.currentRect.y).join(', '),
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.throttled) await throttle(cdp);

  const byId = new Map<string, { url: string; type: string }>();
  const resources: { url: string; type: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) =>
    byId.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = byId.get(event.requestId);
    if (response) resources.push({ ...response, bytes: event.encodedDataLength });
  });

  await page.goto(options.url, { waitUntil: 'commit' });
  const filledMs = await page
    .waitForFunction(
      () => {
        const heading = document.querySelector('h1, h2, [role="heading"]');
        const loading = document.querySelector('[data-state="loading"]');
        return heading && !loading ? performance.now() : false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Late shifts (images, fonts, a chart drawn after data) count too.
  await page.waitForTimeout(1000);
  const { cls, shifts } = await page.evaluate(
    () => (window as unknown as { __cls: { cls: number; shifts: string[] } }).__cls,
  );
  const paintedMs = await page.evaluate(
    () => performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
  );
  const finalPath = new URL(page.url()).pathname;
  await context.close();

  const isDebug = (r: { url: string }) => DEBUG_CHUNK.test(r.url);
  // A language's catalogues are fetched, not loaded as scripts, but they are the page's words: counted.
  const isCatalogue = (r: { url: string; type: string }) => r.type === 'Fetch' && /\/locales\//.test(r.url);
  const code = resources.filter(
    (r) =>
      (r.type === 'Script' || r.type === 'Stylesheet' || r.type === 'Document' || isCatalogue(r)) &&
      !isDebug(r),
  );
  return {
    finalPath,
    codeBytes: code.reduce((total, r) => total + r.bytes, 0),
    files: code
      .map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes }))
      .sort((a, b) => b.bytes - a.bytes),
    scriptRequests: code.filter((r) => r.type === 'Script').length,
    cls: Math.round(cls * 1000) / 1000,
    shifts,
    paintedMs: paintedMs === null ? null : Math.round(paintedMs),
    filledMs: filledMs === null ? null : Math.round(filledMs),
  };
}
