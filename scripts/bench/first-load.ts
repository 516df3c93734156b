import type { Browser, BrowserContext } from 'playwright-core';

export interface LoadedResource {
  url: string;
  type: string;
  /** Bytes on the wire (compressed body plus headers), from CDP Network.loadingFinished. */
  encodedBytes: number;
}

export interface FirstLoad {
  label: string;
  finalUrl: string;
  jsBytes: number;
  cssBytes: number;
  /** Debug-only chunks (vConsole in dev/sim on mobile) counted apart from the shell. */
  debugBytes: number;
  resources: LoadedResource[];
}

export interface FirstLoadOptions {
  label: string;
  url: string;
  userAgent?: string;
  viewport?: { width: number; height: number };
  /** Runs on the fresh context before the page opens (e.g. sign in for a signed-in measurement). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

const DEBUG_CHUNK = /\/js\/vconsole\.[0-9a-f]+\.js$/;

/**
 * Opens `url` in a fresh context (empty cache) and adds up what the network transferred for
 * scripts and style sheets until the network is idle, as Chromium reports it (encodedDataLength).
 */
export async function measureFirstLoad(browser: Browser, options: FirstLoadOptions): Promise<FirstLoad> {
  const context = await browser.newContext({
    userAgent: options.userAgent,
    viewport: options.viewport ?? { width: 1366, height: 860 },
  });
  await options.prepare?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const byId = new Map<string, { url: string; type: string }>();
  const resources: LoadedResource[] = [];
  cdp.on('Network.responseReceived', (event) =>
    byId.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = byId.get(event.requestId);
    if (response) resources.push({ ...response, encodedBytes: event.encodedDataLength });
  });

  await page.goto(options.url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const finalUrl = page.url();
  await context.close();

  const sum = (pick: (r: LoadedResource) => boolean) =>
    resources.filter(pick).reduce((total, r) => total + r.encodedBytes, 0);
  const isDebug = (r: LoadedResource) => DEBUG_CHUNK.test(r.url);
  return {
    label: options.label,
    finalUrl,
    jsBytes: sum((r) => r.type === 'Script' && !isDebug(r)),
    cssBytes: sum((r) => r.type === 'Stylesheet'),
    debugBytes: sum(isDebug),
    resources,
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printFirstLoad(result: FirstLoad, budgetKb?: number): void {
  const total = result.jsBytes + result.cssBytes;
  const verdict =
    budgetKb === undefined
      ? ''
      : total <= budgetKb * 1024
        ? `  (budget ${budgetKb} KB: within)`
        : `  (budget ${budgetKb} KB: OVER)`;
  console.log(
    `\n${result.label}  ->  ${new URL(result.finalUrl).pathname}${new URL(result.finalUrl).search}`,
  );
  console.log(
    `  first-load JS ${kb(result.jsBytes)}, CSS ${kb(result.cssBytes)}, total ${kb(total)} compressed${verdict}`,
  );
  if (result.debugBytes)
    console.log(`  (+ ${kb(result.debugBytes)} vConsole debug chunk, loaded after start in dev/sim only)`);
  for (const r of result.resources.filter((x) => x.type === 'Script' || x.type === 'Stylesheet')) {
    console.log(`    ${kb(r.encodedBytes).padStart(9)}  ${r.type.padEnd(10)} ${new URL(r.url).pathname}`);
  }
}
