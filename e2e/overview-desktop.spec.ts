import { expect, test } from '@playwright/test';
import { desktopContext } from './helpers/devices';
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

/** Desktop overview against the seeded server: every block, notifications, links, merchants, partner switch. */

test.use(desktopContext);

test.describe('desktop overview', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughForm(page, '/auth/login', PARTNER_EMAIL);
    await expect(page).toHaveURL(/\/overview$/);
  });

  test("a reload sends the blocks' reads while the page's code is on its way, each once", async ({
    page,
  }) => {
    await expectFirstReadsBeforePageCode(page, /\/js\/desktop-overview\.[0-9a-f]+\.js$/);
  });

  test("a reload paints the layout's outline from the HTML, and the first screen replaces it", async ({
    page,
  }) => {
    // Wider than the menu, the content's 1280 px column and its padding, where the outline's inset
    // once differed.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expectOutlineUntilFirstScreen(page);
  });

  test('every block shows seeded data', async ({ page }) => {
    await expectEveryBlockReady(page);
    await expect(page.getByRole('article', { name: /Marketing development fund/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Latest complete month' })).toContainText(
      /[+-]\d+\.\d%|No previous month/,
    );
    await expect(block(page, 'claims').getByRole('row')).toHaveCount(11);
    await expect(block(page, 'top-merchants').getByRole('row')).toHaveCount(11);
    // The chart's code loads when the chart comes near the screen.
    await block(page, 'growth').scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Monthly volume in USD/ })).toBeVisible();
    await expect(block(page, 'carousel').locator('img, video').first()).toBeVisible();
  });

  test('marking a notification read lowers the count, also after a reload', async ({ page }) => {
    const bell = await waitForBellCount(page);
    const before = await unreadCount(bell);
    expect(before).toBeGreaterThan(0);
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.locator('[data-block="notifications"]')).toHaveAttribute('data-state', 'ready');
    await drawer.getByRole('button', { name: 'Mark as read' }).first().click();
    await expect.poll(() => unreadCount(bell)).toBe(before - 1);

    await page.reload();
    const again = await waitForBellCount(page);
    expect(await unreadCount(again)).toBe(before - 1);
  });

  test('a carousel item opens its detail, and an event opens from the calendar', async ({ page }) => {
    await expectEveryBlockReady(page, ['carousel', 'calendar']);
    await block(page, 'carousel').locator('a[tabindex="0"]').first().click();
    await expect(page).toHaveURL(/\/(events-carousel-detail\?id=|event-detail\/)/);
    const detail = page.locator('[data-block="carousel-detail"], [data-block="event-detail"]');
    await expect(detail).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expectEveryBlockReady(page, ['calendar']);
    const upcoming = block(page, 'calendar')
      .getByRole('link')
      .filter({ hasNotText: 'Open calendar' })
      .first();
    const title = (await upcoming.textContent()) ?? '';
    await upcoming.click();
    await expect(page).toHaveURL(/\/event-detail\//);
    await expect(block(page, 'event-detail')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an unknown event or carousel id shows not found with a way back', async ({ page }) => {
    await page.goto('/event-detail/no-such-event');
    await expect(page.getByText('This event is not available')).toBeVisible();
    await page.goto('/events-carousel-detail?id=no-such-item');
    await expect(page.getByText('This item is not available')).toBeVisible();
    await page.getByRole('button', { name: 'Back to overview' }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('merchants: autocomplete search and paging', async ({ page }) => {
    const merchants = block(page, 'merchants');
    await expect(merchants).toHaveAttribute('data-state', 'ready');
    const total = Number(((await merchants.getByText(/in total/).textContent()) ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10);

    const firstRow = merchants.getByRole('row').nth(1);
    const firstName = (await firstRow.getByRole('cell').first().textContent()) ?? '';
    await merchants.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(merchants.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/item-active/);
    await expect(merchants.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(firstName);

    const name = (await merchants.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    await merchants.getByRole('combobox', { name: 'Search merchants by name' }).fill(name.slice(0, 5));
    await page.getByTitle(name, { exact: true }).click();
    await expect(merchants.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(name);
    const shownTotal = async () =>
      Number(((await merchants.getByText(/in total/).textContent()) ?? '').replace(/\D/g, ''));
    await expect.poll(shownTotal).toBeLessThan(total);
    await expect.poll(shownTotal).toBeGreaterThan(0);
  });
});

test.describe('desktop overview, admin', () => {
  test('switching partner changes the figures', async ({ page }) => {
    await signInThroughForm(page, '/auth/login', ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/overview$/);
    await expectEveryBlockReady(page, ['growth', 'incentives']);
    const headline = page.getByRole('group', { name: 'Latest complete month' });
    const before = await headline.textContent();
    const budgets = await block(page, 'incentives').textContent();

    await page.getByRole('button', { name: /Current partner: GCash/ }).click();
    await page.getByRole('menuitem', { name: /TrueMoney/ }).click();
    await expect(page.getByTestId('current-partner-name')).toHaveText('TrueMoney');

    await expectEveryBlockReady(page, ['growth', 'incentives']);
    await expect(headline).not.toHaveText(before ?? '');
    await expect(block(page, 'incentives')).not.toHaveText(budgets ?? '');
  });
});
