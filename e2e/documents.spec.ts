import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { apiCall, signIn } from './helpers/session';
import { DOCUMENT_API } from '../contract/document/constants';

/** Contracts, business insights and the newsletter with real seeded PDFs, on desktop and a 360 px phone. */

const viewer = (page: Page) => page.locator('[data-block="document-viewer"]').first();

/** Page N of the open document has been drawn on its canvas. */
async function expectPageRendered(page: Page, pageNumber: number) {
  await expect(viewer(page)).toHaveAttribute('data-rendered-page', String(pageNumber), { timeout: 30_000 });
  await expect(viewer(page)).toHaveAttribute('data-state', 'ready');
  const drawn = await viewer(page)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.width > 100 && canvas.height > 100);
  expect(drawn).toBe(true);
}

async function expectDownloadIsPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await download.path();
  expect(fs.readFileSync(saved!).subarray(0, 4).toString()).toBe('%PDF');
}

/** A TrueMoney contract id, to try as GCash. */
async function foreignContractId(page: Page): Promise<string> {
  const context = await page.context().browser()!.newContext();
  await signIn(context, portalOrigin, 'ops@truemoney.demo');
  const body = await apiCall<{ contractList: Array<{ documentId: string }> }>(
    context,
    portalOrigin,
    DOCUMENT_API.contractQuery,
    { pageNum: 1 },
  );
  await context.close();
  return body.contractList[0].documentId;
}

test.describe('desktop documents', () => {
  test.use(desktopContext);
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test('open a contract, see page 1, page forward, download the PDF', async ({ page }) => {
    await page.goto('/contracts');
    const table = page.locator('[data-block="contracts"]');
    await expect(table).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(table.getByText(/Expires in \d+ days/).first()).toBeVisible();
    await expect(table.getByText('New', { exact: true }).first()).toBeVisible();

    await table.getByRole('button', { name: 'Cross-border Acquiring Master Agreement' }).click();
    await expect(page).toHaveURL(/\/contracts\?id=/);
    const drawer = page.locator('[data-block="contract-detail"]');
    await expect(drawer.getByText('Version history')).toBeVisible();
    await expectPageRendered(page, 1);
    const count = Number(await viewer(page).getAttribute('data-page-count'));
    expect(count).toBeGreaterThan(1);
    await expect(viewer(page).getByText(`Page 1 of ${count}`)).toBeVisible();

    await viewer(page).getByRole('button', { name: 'Next page' }).click();
    await expectPageRendered(page, 2);
    await expect(viewer(page).getByText(`Page 2 of ${count}`)).toBeVisible();
    await expectDownloadIsPdf(page);

    // Opened: the row no longer says "New version".
    await drawer.getByRole('button', { name: /Open v1/ }).click();
    await expectPageRendered(page, 1);
  });

  test('newsletter offers the latest issue and opens it on request; QBR documents by period', async ({
    page,
  }) => {
    await page.goto('/newsletter');
    await expect(page.locator('[data-block="insights"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 20_000,
    });
    // Visiting the list reads nothing (DOC-READ): the viewer opens when asked to.
    await expect(viewer(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Read the latest issue' }).click();
    await expectPageRendered(page, 1);

    await page.goto('/business-insights/QBR');
    const qbr = page.locator('[data-block="insights"]');
    await expect(qbr).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await qbr.locator('[data-document-id] button').first().click();
    await expectPageRendered(page, 1);
    await expectDownloadIsPdf(page);
  });

  test("another partner's contract id is not found", async ({ page }) => {
    const id = await foreignContractId(page);
    await page.goto(`/contracts?id=${encodeURIComponent(id)}`);
    await expect(page.getByText('This document is not available')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('phone documents', () => {
  test.use({ ...mobileContext, viewport: { width: 360, height: 780 } });
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test('contract cards, details with page 1 and page forward, download, no horizontal scroll', async ({
    page,
  }) => {
    await page.goto('/mobile/contracts');
    const list = page.locator('[data-block="contracts"]');
    await expect(list).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await list.locator('[data-contract-id]').first().click();
    await expect(page).toHaveURL(/\/mobile\/contracts\/contract-details\?id=/);
    await expectPageRendered(page, 1);
    await viewer(page).getByRole('button', { name: 'Next page' }).click();
    await expectPageRendered(page, 2);
    await expectDownloadIsPdf(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('newsletter and QBR on a phone', async ({ page }) => {
    for (const type of ['Newsletter', 'QBR']) {
      await page.goto(`/mobile/business-insights/${type}`);
      const list = page.locator('[data-block="insights"]');
      await expect(list).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await list.locator('[data-document-id]').first().click();
      await expectPageRendered(page, 1);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test("another partner's contract id is not found on a phone", async ({ page }) => {
    const id = await foreignContractId(page);
    await page.goto(`/mobile/contracts/contract-details?id=${encodeURIComponent(id)}`);
    await expect(page.getByText('This document is not available')).toBeVisible({ timeout: 20_000 });
  });
});
