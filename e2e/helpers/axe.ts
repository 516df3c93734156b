import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Exceptions a UI kit makes impossible to fix from our side: rule id and the selector axe reports,
 * with the reason. Keep this list short and specific; never disable a rule globally.
 */
const KIT_EXCEPTIONS: { rule: string; selector: RegExp; reason: string }[] = [];

/**
 * Waits until the page holds still: its finite animations and CSS transitions have ended and
 * nothing in the DOM changed for half a second (at most 10 s; endless animations such as spinners
 * and autoplay are left alone). Data or a document viewer that finishes just before axe runs
 * enables buttons and starts colour transitions, and axe would judge the colours half-way (CI runs
 * failed so on the calendar's Export button and the newsletter viewer's toolbar).
 */
async function pageStill(page: Page, ignore?: string) {
  await page.evaluate(async (ignored) => {
    const deadline = performance.now() + 10_000;
    const quietFor = (ms: number) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver((records) => {
          // Changes inside `ignore` (a ticking countdown) do not count.
          const inIgnored = (node: Node) =>
            !!ignored && !!(node instanceof Element ? node : node.parentElement)?.closest(ignored);
          if (records.every((record) => inIgnored(record.target))) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(false);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(true);
        }, ms);
      });
    while (performance.now() < deadline) {
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      if (await quietFor(500)) return;
    }
  }, ignore ?? null);
}

/**
 * Serious and critical axe violations on the page, or inside `scope` (a popup), less the kit
 * exceptions, once the page holds still (changes inside `ignoreChanges`, e.g. a countdown, aside).
 */
export async function seriousViolations(
  page: Page,
  scope?: string,
  options: { ignoreChanges?: string } = {},
) {
  await pageStill(page, options.ignoreChanges);
  // 'experimental' switches on the rules axe ships off, Label in Name (WCAG 2.5.3,
  // label-content-name-mismatch) among them: a control's visible text must be part of its name.
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'experimental',
  ]);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes
        .filter((n) => {
          const target = n.target.join(' ');
          return !KIT_EXCEPTIONS.some((e) => e.rule === v.id && e.selector.test(target));
        })
        // The selector and the first line of why it fails (e.g. the colours and their ratio).
        .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`),
    }))
    .filter((v) => v.nodes.length > 0);
}
