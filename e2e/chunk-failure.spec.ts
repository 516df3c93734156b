import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { MONITOR_API } from '../contract/monitor/constants';
import { desktopContext, mobileContext } from './helpers/devices';
import { hostOrigin, portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';

/**
 * ERR-CHUNK (docs/product-rules.md): a page's chunk that cannot be had (a 404 after a deploy
 * renamed it, or a request a proxy drops) is tried three times in all, reported once, and ends on
 * the error screen, whose Reload loads the page anew once the file is there again. Never a loop of
 * requests behind the old page.
 */

/** The first try and two retries (src/app/errors/chunk-load.ts). */
const TRIES = 3;

const FAILURES = {
  'answered 404': (route: Route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  aborted: (route: Route) => route.abort('failed'),
} as const;

/** Makes the chunk fail the given way until the returned function lifts it; counts its requests. */
async function failChunk(page: Page, chunk: string, failure: keyof typeof FAILURES) {
  const pattern = new RegExp(`/js/${chunk}\\.[0-9a-f]+\\.js$`);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) requests.push(request.url());
  });
  await page.route(pattern, FAILURES[failure]);
  return { requests, restore: () => page.unroute(pattern) };
}

/** Every monitoring batch body the page sends (the pending one goes out when the page reloads). */
function monitorBatches(page: Page): string[] {
  const batches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(MONITOR_API.batch)) batches.push(request.postData() ?? '');
  });
  return batches;
}

const countOf = (texts: string[], needle: string) =>
  texts.reduce((sum, text) => sum + text.split(needle).length - 1, 0);

async function expectReloadScreen(scope: ReturnType<Page['locator']> | Page) {
  const alert = scope.getByRole('alert').filter({ hasText: 'could not be downloaded' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
  return alert;
}

for (const failure of Object.keys(FAILURES) as (keyof typeof FAILURES)[]) {
  test.describe(`a page chunk ${failure}`, () => {
    test.describe('on a desktop', () => {
      test.use(desktopContext);
      test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

      test('going to the page ends on the error screen, and Reload brings the page once the file is back', async ({
        page,
      }) => {
        const batches = monitorBatches(page);
        await page.goto('/overview');
        await expect(page.getByRole('menu')).toBeVisible();
        const chunk = await failChunk(page, 'desktop-operation-log', failure);

        await page.getByRole('menu').getByRole('link', { name: 'Operation log' }).click();
        await expect(page).toHaveURL('/operation-log');
        await expectReloadScreen(page);
        expect(chunk.requests).toHaveLength(TRIES);
        // The failure reaches the monitoring once, not once per try (batches go every 10 s).
        await expect.poll(() => countOf(batches, 'CHUNK_LOAD_ERROR'), { timeout: 25_000 }).toBe(1);
        expect(batches.join('')).toContain('desktop-operation-log');

        await chunk.restore();
        await page.getByRole('button', { name: 'Reload page' }).click();
        await expect(page.getByRole('heading', { name: 'Operation log', level: 1 })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        // Nothing tried it again while the screen showed: one more request, the reloaded page's.
        expect(chunk.requests).toHaveLength(TRIES + 1);
        expect(countOf(batches, 'CHUNK_LOAD_ERROR')).toBe(1);
      });
    });

    test.describe('on a phone', () => {
      // Without the offline worker (its own spec, e2e/offline-phone.spec.ts): once installed it
      // answers chunks from its cache, where the page's routes cannot make them fail.
      test.use({ ...mobileContext, serviceWorkers: 'block' });
      test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

      test('opening the page ends on the error screen, and Reload brings the page once the file is back', async ({
        page,
      }) => {
        const chunk = await failChunk(page, 'mobile-operation-log', failure);
        await page.goto('/mobile/operation-log');
        await expectReloadScreen(page);
        // The landing preload shares the app's first try (one request in flight per chunk).
        expect(chunk.requests).toHaveLength(TRIES);

        await chunk.restore();
        await page.getByRole('button', { name: 'Reload page' }).click();
        await expect(page.getByRole('heading', { name: 'Operation log' })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    });

    test.describe('in the demo host', () => {
      test.use(desktopContext);
      test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

      test('the portal shows the error screen inside the host, and Reload brings the page once the file is back', async ({
        page,
      }) => {
        const chunk = await failChunk(page, 'desktop-operation-log', failure);
        await page.goto(`${hostOrigin}/portal/operation-log`);
        const portal = page.locator('#portal-container');
        await expectReloadScreen(portal);
        // The host downloads a chunk script itself and keeps its failure: the retries end at once.
        expect(chunk.requests.length).toBeGreaterThanOrEqual(1);
        expect(chunk.requests.length).toBeLessThanOrEqual(TRIES);
        await expect(page.getByRole('navigation', { name: 'Host navigation' })).toBeVisible();

        await chunk.restore();
        await portal.getByRole('button', { name: 'Reload page' }).click();
        await expect(portal.getByRole('heading', { name: 'Operation log', level: 1 })).toBeVisible();
        await expect(portal.getByRole('alert')).toHaveCount(0);
      });
    });
  });
}
