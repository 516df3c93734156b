import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { ANSWER_CACHE } from '../src/shared/offline/offline-files';
import { mobileContext } from './helpers/devices';
import { hostOrigin, portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';
import { block, expectEveryBlockReady } from './overview-helpers';

/**
 * The phone app offline (docs/offline.md): the service worker keeps the app and the last answers
 * of the overview, contracts and business insights; offline those screens show them with the time
 * they were fetched and disable what needs the network; back online they refresh; sign-out deletes
 * the kept answers. Inside a host the portal registers no worker.
 */

test.use(mobileContext);

const STAMP = /^Offline: figures as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/;

const banner = (page: Page) => page.locator('[data-block="offline-banner"]');
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The worker registers once the first page has loaded; from the next page of the app on, it serves. */
async function underTheWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test.describe('the phone app offline', () => {
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test('shows the last figures with their time, disables what needs the network, refreshes back online; sign-out deletes them', async ({
    page,
    context,
  }) => {
    await page.goto('/mobile/overview');
    await expectEveryBlockReady(page, ['growth']);
    await underTheWorker(page);

    // Online: each screen once, as a user would before boarding.
    await expectEveryBlockReady(page, ['growth', 'claims']);
    const growthOnline = await block(page, 'growth').innerText();
    await page.goto('/mobile/contracts');
    const contracts = page.locator('[data-block="contracts"]');
    await expect(contracts).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const firstContract = (await contracts.locator('[data-contract-id]').first().textContent()) ?? '';
    await page.goto('/mobile/business-insights/Newsletter');
    const insights = page.locator('[data-block="insights"]');
    await expect(insights).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const firstIssue = (await insights.locator('[data-document-id]').first().textContent()) ?? '';
    await expect(banner(page)).toHaveCount(0);
    expect(await cacheNames(page)).toContain(ANSWER_CACHE);

    await goOffline(context, page);
    // A reload offline: the worker serves the app and the kept list.
    await page.reload();
    await expect(insights).toHaveAttribute('data-state', 'ready');
    await expect(insights.locator('[data-document-id]').first()).toHaveText(firstIssue);
    await expect(banner(page)).toHaveText(STAMP);
    await expect(insights.locator('[data-document-id]').first()).toBeDisabled();
    await expect(page.getByText('Reading a document or another year needs a connection.')).toBeVisible();

    await page.goto('/mobile/contracts');
    await expect(contracts).toHaveAttribute('data-state', 'ready');
    await expect(contracts.locator('[data-contract-id]').first()).toHaveText(firstContract);
    await expect(banner(page)).toHaveText(STAMP);
    await expect(contracts.locator('[data-contract-id]').first()).toBeDisabled();
    await expect(page.getByText('Opening a contract needs a connection.')).toBeVisible();

    await page.goto('/mobile/overview');
    await expectEveryBlockReady(page, ['growth', 'claims']);
    expect(await block(page, 'growth').innerText()).toBe(growthOnline);
    await expect(banner(page)).toHaveText(STAMP);
    await expect(page.getByRole('button', { name: 'New claim' })).toBeDisabled();
    await expect(
      page.getByText(/^New claims, more claims and proofs of payment need a connection/),
    ).toBeVisible();

    // Back online: the screen asks again by itself, and the stamp goes.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/growth/query.json'));
    await context.setOffline(false);
    await refreshed;
    // The stamp goes when every read of the screen has its fresh answer (eight calls, asked again
    // while the worker's connection lags the page's).
    await expect(banner(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'New claim' })).toBeEnabled();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/mobile\/auth\/login/);
    await expect.poll(() => cacheNames(page)).not.toContain(ANSWER_CACHE);
  });

  test("another session never gets this session's answers", async ({ page, context }) => {
    await page.goto('/mobile/contracts');
    const contracts = page.locator('[data-block="contracts"]');
    await expect(contracts).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await underTheWorker(page);
    await expect(contracts).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const firstContract = (await contracts.locator('[data-contract-id]').first().textContent()) ?? '';

    // Another partner's user signs in in this browser (a new session cookie) while the answers
    // kept for the first session are still there; offline, the worker has none for the new one.
    await signIn(context, portalOrigin, 'ops@truemoney.demo');
    await goOffline(context, page);
    await page.reload();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(firstContract)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('inside the demo host', () => {
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test('the portal registers no service worker and adds no manifest', async ({ page }) => {
    await page.goto(`${hostOrigin}/`);
    await page.locator('#host-portal-link').click();
    await expect(page).toHaveURL(`${hostOrigin}/portal/mobile/overview`);
    await expect(
      page.locator('#portal-container').getByRole('group', { name: 'Latest complete month' }),
    ).toBeVisible();
    await page.waitForLoadState('load');
    // Past the moment the standalone app registers (after load, when idle).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await cacheNames(page)).not.toContain(ANSWER_CACHE);
  });
});
