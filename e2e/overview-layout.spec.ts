import { expect, test } from '@playwright/test';
import { DESKTOP_UA } from './helpers/devices';
import { PARTNER_EMAIL } from './helpers/session';
import { block, expectEveryBlockReady, signInThroughForm, waitForBellCount } from './overview-helpers';

/**
 * Desktop overview at 1440 x 900, what the eye sees: no card holds a large empty area, the mini
 * calendar's year view marks months with events, and the notification drawer keeps each unread dot
 * on its title's line with the text across the drawer.
 */

test.use({ userAgent: DESKTOP_UA, viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, '/auth/login', PARTNER_EMAIL);
  await expect(page).toHaveURL(/\/overview$/);
});

test('no overview card has a large empty area under its content', async ({ page }) => {
  await expectEveryBlockReady(page);
  await block(page, 'growth').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /Monthly volume in USD/ })).toBeVisible();
  const gaps = await page.$$eval('[data-block] > .pp-card > .pp-card-body', (bodies) =>
    bodies.map((body) => {
      const children = [...body.children].filter((child) => child.getBoundingClientRect().height > 0);
      const contentBottom = Math.max(...children.map((child) => child.getBoundingClientRect().bottom));
      const padding = parseFloat(getComputedStyle(body).paddingBottom);
      return {
        block: body.closest('[data-block]')!.getAttribute('data-block'),
        gap: Math.round(body.getBoundingClientRect().bottom - padding - contentBottom),
      };
    }),
  );
  expect(gaps.length).toBeGreaterThanOrEqual(7);
  for (const { block: name, gap } of gaps) expect(gap, `empty space in the ${name} card`).toBeLessThan(60);
});

test("the mini calendar's year view marks the months with events", async ({ page }) => {
  const calendar = block(page, 'calendar');
  await expect(calendar).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await calendar.getByText('Year', { exact: true }).click();
  const monthMarks = calendar.locator('[data-has-events="true"]');
  await expect(monthMarks.first()).toBeVisible();
  // The seeded events spread over several months of the year.
  expect(await monthMarks.count()).toBeGreaterThan(1);
});

test("the drawer's unread dot sits on its title's line and the text spans the drawer", async ({ page }) => {
  const bell = await waitForBellCount(page);
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.locator('[data-block="notifications"]')).toHaveAttribute('data-state', 'ready');
  const rows = drawer.getByTestId('notification-title-row');
  await expect(rows.first()).toBeVisible();
  const layout = await rows.evaluateAll((titleRows) =>
    titleRows.map((row) => {
      const dot = row.querySelector('.pp-badge');
      const title = row.querySelector('.pp-typography');
      const item = row.closest('li')!.getBoundingClientRect();
      return {
        dot: dot?.getBoundingClientRect().toJSON() as DOMRect | undefined,
        title: title!.getBoundingClientRect().toJSON() as DOMRect,
        itemWidth: item.width,
        rowWidth: row.getBoundingClientRect().width,
      };
    }),
  );
  const unread = layout.filter((entry) => entry.dot);
  expect(unread.length).toBeGreaterThan(0);
  for (const { dot, title } of unread) {
    // Beside the title's first line, not on a line of its own above it.
    expect(dot!.right).toBeLessThanOrEqual(title.left);
    expect(dot!.top).toBeLessThan(title.top + 24);
    expect(title.top).toBeLessThan(dot!.bottom);
  }
  for (const { rowWidth, itemWidth } of layout) expect(rowWidth / itemWidth).toBeGreaterThan(0.85);
});

test('the first row keeps its height while it loads: the cards under it stay put when the data comes', async ({
  page,
}) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/spportal\/(carousel\/query|calendar\/queryYear)\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(block(page, 'carousel')).toHaveAttribute('data-state', 'loading');
  await expect(block(page, 'calendar')).toHaveAttribute('data-state', 'loading');
  const top = () =>
    block(page, 'incentives').evaluate((node) => Math.round(node.getBoundingClientRect().top));
  const whileLoading = await top();
  release();
  await expectEveryBlockReady(page);
  // Before the placeholders were shaped like the content, the card moved down 270 px.
  expect(Math.abs((await top()) - whileLoading)).toBeLessThan(32);
});
