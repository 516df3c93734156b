import { expect, test } from '@playwright/test';
import { mobileContext } from './helpers/devices';
import { expectOutlineUntilFirstScreen } from './helpers/boot-outline';
import { PARTNER_EMAIL } from './helpers/session';
import {
  ADMIN_EMAIL,
  block,
  expectEveryBlockReady,
  expectFirstReadsBeforePageCode,
  signInThroughForm,
  unreadCount,
  waitForBellCount,
} from './overview-helpers';

/** Mobile overview at 360 px against the seeded server. */

// The phone's offline worker (docs/offline.md) answers the app's files from its cache once it is
// installed, and Playwright's routes do not see what a service worker answers: the reload tests
// below, which hold the first script or the page's code back, would then race the worker's copy.
// The worker has its own spec (e2e/offline-phone.spec.ts).
test.use({ ...mobileContext, viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });

test.describe('mobile overview', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughForm(page, '/mobile/auth/login', PARTNER_EMAIL);
    await expect(page).toHaveURL(/\/mobile\/overview$/);
  });

  test("a reload sends the blocks' reads while the page's code is on its way, each once", async ({
    page,
  }) => {
    await expectFirstReadsBeforePageCode(page, /\/js\/mobile-overview\.[0-9a-f]+\.js$/);
  });

  test("a reload paints the layout's outline from the HTML, and the first screen replaces it", async ({
    page,
  }) => {
    await expectOutlineUntilFirstScreen(page);
  });

  test("the top bar's title stays clear of the bell and the partner's logo", async ({ page }) => {
    await expect(page.locator('[data-block="notification-bell"]')).toBeVisible();
    // The partner's logo widens the bar's right side when it arrives: measured once images are in.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    // The bar's title is the text "Overview" in the top 45 px (the page's own h1 is for screen readers).
    const gap = () =>
      page.evaluate(() => {
        const bell = document.querySelector('[data-block="notification-bell"]')!.getBoundingClientRect();
        const title = [...document.querySelectorAll('div')].find(
          (node) => node.textContent === 'Overview' && node.getBoundingClientRect().bottom <= 45,
        );
        return title ? bell.left - title.getBoundingClientRect().right : -Infinity;
      });
    await expect.poll(gap).toBeGreaterThanOrEqual(8);
  });

  test('every block shows seeded data without horizontal scrolling', async ({ page }) => {
    await expectEveryBlockReady(page);
    await expect(page.getByRole('article', { name: /Trade development fund/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Latest complete month' })).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(360);
    expect(widths[1]).toBe(360);
  });

  test('touch targets are at least 44 px', async ({ page }) => {
    await expectEveryBlockReady(page);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-block] button, [data-block] select, [data-block="notification-bell"] button',
        ),
      ]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          text: el.textContent?.trim() || el.getAttribute('aria-label'),
          height: el.getBoundingClientRect().height,
        }))
        .filter(({ height }) => height < 44),
    );
    expect(small).toEqual([]);
  });

  test('marking a notification read lowers the count, also after a reload', async ({ page }) => {
    const bell = await waitForBellCount(page);
    const before = await unreadCount(bell);
    expect(before).toBeGreaterThan(0);
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(list.locator('[data-block="notifications"]')).toHaveAttribute('data-state', 'ready');
    await list.getByRole('button', { name: 'Mark as read' }).first().click();
    await expect.poll(() => unreadCount(bell)).toBe(before - 1);

    await page.reload();
    const again = await waitForBellCount(page);
    expect(await unreadCount(again)).toBe(before - 1);
  });

  test('a carousel item opens its detail page and an event opens over the page', async ({ page }) => {
    await expectEveryBlockReady(page, ['carousel', 'calendar']);
    await block(page, 'calendar').getByRole('button').filter({ hasText: /\d{4}/ }).first().click();
    const dialog = page.locator('[data-block="event-detail"]');
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    await page.getByRole('button', { name: 'Close' }).click();

    await block(page, 'carousel').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/mobile\/events-carousel-detail\?id=/);
    await expect(block(page, 'carousel-detail')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('merchants: search and load more near the end of the list', async ({ page }) => {
    const merchants = block(page, 'merchants');
    await expect(merchants).toHaveAttribute('data-state', 'ready');
    const items = merchants.locator('.adm-list-item');
    await expect(items).toHaveCount(10);
    await merchants.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect.poll(async () => items.count(), { timeout: 15_000 }).toBeGreaterThan(10);

    const name = ((await items.first().locator('.adm-list-item-content-main').textContent()) ?? '')
      .split(/Active|Suspended|Onboarding/)[0]
      .trim();
    const search = merchants.getByRole('searchbox').or(merchants.getByPlaceholder('Merchant name'));
    await search.fill(name);
    await search.press('Enter');
    await expect(items.first()).toContainText(name);
    await expect.poll(async () => items.count()).toBeLessThanOrEqual(10);
  });
});

test.describe('mobile overview, admin', () => {
  test('switching partner changes the figures', async ({ page }) => {
    await signInThroughForm(page, '/mobile/auth/login', ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/mobile\/overview$/);
    await expectEveryBlockReady(page, ['growth', 'incentives']);
    const headline = page.getByRole('group', { name: 'Latest complete month' });
    const before = await headline.textContent();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('TNGD', { exact: true }).click();
    await expect(page.getByText('You are now viewing TNGD.')).toBeVisible();

    await expectEveryBlockReady(page, ['growth', 'incentives']);
    await expect(headline).not.toHaveText(before ?? '');
  });
});
