import { expect, test } from '@playwright/test';
import type { Page, Worker } from '@playwright/test';
import { collectConsoleErrors } from './helpers/console-errors';
import { desktopContext, mobileContext } from './helpers/devices';
import { hostOrigin, portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';

// Dana, not GCash: opening a contract records a read receipt, and documents.spec.ts expects
// GCash's contracts to still be new.
const EMAIL = 'ops@dana.demo';

/**
 * A document opened in the PDF viewer inside the qiankun demo host, then the portal left.
 * The host must be left with nothing of ours: an empty container, no node or style sheet of the
 * portal's outside it, and no pdf.js worker still running (Playwright sees every dedicated worker
 * the page starts and when it ends).
 */

const viewer = (page: Page) => page.locator('#portal-container [data-block="document-viewer"]').first();

/** The host document outside the portal container: every node (briefly described) and style sheet. */
function outsideContainer(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('#portal-container')!;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    const nodes: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (container.contains(node)) continue;
      const element = node instanceof Element ? node : null;
      nodes.push(
        element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : node.nodeName,
      );
    }
    return {
      nodes,
      sheets: [...document.querySelectorAll('style, link[rel="stylesheet"]')]
        .filter((el) => !container.contains(el))
        .map((el) => el.outerHTML.slice(0, 80)),
      adoptedSheets: document.adoptedStyleSheets.length,
      iframes: document.querySelectorAll('iframe').length,
      containerChildren: container.childElementCount,
    };
  });
}

/** Dedicated workers the page started that have not ended yet. */
function trackWorkers(page: Page) {
  const live = new Set<Worker>();
  let started = 0;
  page.on('worker', (worker) => {
    started += 1;
    live.add(worker);
    worker.on('close', () => live.delete(worker));
  });
  return {
    live: () => [...live].map((worker) => worker.url()),
    started: () => started,
  };
}

async function expectPageRendered(page: Page) {
  await expect(viewer(page)).toHaveAttribute('data-rendered-page', '1', { timeout: 30_000 });
  const drawn = await viewer(page)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.width > 100 && canvas.height > 100);
  expect(drawn).toBe(true);
}

async function leavePortal(page: Page) {
  // The contract drawer's mask covers the host's links, as a modal should: the host navigates itself.
  await page.locator('#host-home-link').dispatchEvent('click');
  await expect(page.locator('#portal-container')).toBeEmpty();
}

test.describe('a document in the demo host', () => {
  test.use(desktopContext);
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin, EMAIL));

  test('a contract and a newsletter open in the viewer; leaving leaves no node, style or pdf.js worker', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    const workers = trackWorkers(page);
    await page.goto(`${hostOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Host application' })).toBeVisible();
    const before = await outsideContainer(page);
    expect(before.containerChildren).toBe(0);
    const portal = page.locator('#portal-container');

    for (let cycle = 1; cycle <= 2; cycle += 1) {
      // A contract, from the menu, in the drawer's viewer.
      await page.locator('#host-portal-link').click();
      await portal.getByRole('menu').getByRole('link', { name: 'Contracts' }).click();
      await expect(page).toHaveURL(`${hostOrigin}/portal/contracts`);
      const table = portal.locator('[data-block="contracts"]');
      await expect(table).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await table.getByRole('button', { name: 'Cross-border Acquiring Master Agreement' }).click();
      await expectPageRendered(page);
      await viewer(page).getByRole('button', { name: 'Next page' }).click();
      await expect(viewer(page)).toHaveAttribute('data-rendered-page', '2', { timeout: 30_000 });
      // The measure below is meaningful only if the viewer did run a worker.
      await expect
        .poll(() => workers.live().length, { message: 'pdf.js runs in a worker' })
        .toBeGreaterThan(0);
      await leavePortal(page);

      await expect
        .poll(() => workers.live(), { message: `no worker left after cycle ${cycle}`, timeout: 10_000 })
        .toEqual([]);
      expect(await outsideContainer(page), `host document after the contract, cycle ${cycle}`).toEqual(
        before,
      );

      // The newsletter page offers the latest issue; the viewer opens when asked to.
      await page.goto(`${hostOrigin}/portal/newsletter`);
      await page.getByRole('button', { name: 'Read the latest issue' }).click();
      await expectPageRendered(page);
      await leavePortal(page);
      await expect
        .poll(() => workers.live(), { message: `no worker left after the newsletter, cycle ${cycle}` })
        .toEqual([]);
      const after = await outsideContainer(page);
      expect(after, `host document after the newsletter, cycle ${cycle}`).toEqual(before);
    }
    expect(workers.started()).toBeGreaterThanOrEqual(4);
    expect(errors.messages).toEqual([]);
  });
});

test.describe('a document in the demo host on a phone', () => {
  test.use(mobileContext);
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin, EMAIL));

  test('contract details with the viewer; leaving leaves no node, style or pdf.js worker', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const workers = trackWorkers(page);
    await page.goto(`${hostOrigin}/`);
    const before = await outsideContainer(page);
    await page.goto(`${hostOrigin}/portal/mobile/contracts`);
    const list = page.locator('#portal-container [data-block="contracts"]');
    await expect(list).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await list.locator('[data-contract-id]').first().click();
    await expect(page).toHaveURL(/\/portal\/mobile\/contracts\/contract-details\?id=/);
    await expectPageRendered(page);
    await expect.poll(() => workers.live().length, { message: 'pdf.js runs in a worker' }).toBeGreaterThan(0);
    await leavePortal(page);
    await expect.poll(() => workers.live(), { message: 'no worker left', timeout: 10_000 }).toEqual([]);
    expect(await outsideContainer(page)).toEqual(before);
    expect(errors.messages).toEqual([]);
  });
});
