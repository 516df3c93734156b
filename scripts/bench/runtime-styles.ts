/**
 * The <style> elements a page's scripts write, and their CSS text: antd's sheets are built ahead
 * of time (docs/embedding.md, "Styles"), so a screen writes next to none. Used by bench-overview.ts
 * (slow profile, with the total blocking time) and by `npm run test:budgets`, which fails past the goal.
 */
import type { Browser } from 'playwright-core';
import { MOBILE_UA, signIn } from './browser';
import { kb } from './stats';

/** tsx keeps function names with a `__name` helper the page does not have; add it before these scripts. */
export const NAME_HELPER = { content: 'window.__name = window.__name || ((f) => f);' };

export const RUNTIME_STYLE_GOALS = { elements: 5, cssKb: 20 };

/**
 * In the page before its scripts (addInitScript): every <style> element added after the HTML was
 * parsed (the HTML's own are taken at DOMContentLoaded), with the most CSS text each held, and the
 * long tasks.
 */
export function trackRuntimeStyles() {
  const fromHtml = new Set<Node>();
  const written = new Map<Node, number>();
  const longTasks: { start: number; duration: number }[] = [];
  const note = (node: Node) => {
    if (node.nodeName !== 'STYLE' || fromHtml.has(node)) return;
    written.set(node, Math.max(written.get(node) ?? 0, node.textContent?.length ?? 0));
  };
  document.addEventListener(
    'DOMContentLoaded',
    () => document.querySelectorAll('style').forEach((style) => written.has(style) || fromHtml.add(style)),
    { capture: true, once: true },
  );
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        note(node);
        if (node instanceof Element) node.querySelectorAll('style').forEach(note);
      });
      if (record.target.nodeName === 'STYLE') note(record.target);
      else if (record.target.parentNode?.nodeName === 'STYLE') note(record.target.parentNode);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach((entry) => longTasks.push({ start: entry.startTime, duration: entry.duration })),
  ).observe({ type: 'longtask', buffered: true });
  Object.assign(window, { __runtimeStyles: { written, longTasks } });
}

/** In the page: the figures so far; blocking time counts the long tasks' parts before `until`. */
export function readRuntimeStyles(until: number | null) {
  const { written, longTasks } = (
    window as unknown as {
      __runtimeStyles: { written: Map<Node, number>; longTasks: { start: number; duration: number }[] };
    }
  ).__runtimeStyles;
  const end = until ?? performance.now();
  const blockingMs = longTasks
    .filter((task) => task.start < end)
    .reduce((total, task) => total + Math.max(0, Math.min(task.duration, end - task.start) - 50), 0);
  let runtimeCss = 0;
  written.forEach((length) => (runtimeCss += length));
  return { runtimeStyles: written.size, runtimeCss, blockingMs: Math.round(blockingMs) };
}

export const runtimeStylesOk = (elements: number, css: number) =>
  elements <= RUNTIME_STYLE_GOALS.elements && css <= RUNTIME_STYLE_GOALS.cssKb * 1024;

/**
 * One signed-in load of `path` (unthrottled: the count does not depend on speed) until no block is
 * loading; prints the figures and returns whether they are within the goal.
 */
export async function checkRuntimeStyles(
  browser: Browser,
  origin: string,
  path: string,
  email: string,
  mobile = false,
): Promise<boolean> {
  const context = await browser.newContext(
    mobile ? { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true } : {},
  );
  try {
    await signIn(context, origin, email);
    const page = await context.newPage();
    await page.addInitScript(NAME_HELPER);
    await page.addInitScript(trackRuntimeStyles);
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-block]') !== null &&
        document.querySelectorAll('[data-block][data-state="loading"]').length === 0,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const { runtimeStyles, runtimeCss } = await page.evaluate(readRuntimeStyles, null);
    const ok = runtimeStylesOk(runtimeStyles, runtimeCss);
    console.log(
      `  ${path}: ${runtimeStyles} <style> elements, ${kb(runtimeCss)} of CSS text written at run time (goal at most ${RUNTIME_STYLE_GOALS.elements} and ${RUNTIME_STYLE_GOALS.cssKb} KB${ok ? '' : ': MISSED'})`,
    );
    return ok;
  } finally {
    await context.close();
  }
}
