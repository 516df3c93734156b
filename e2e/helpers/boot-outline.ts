import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Reloads the signed-in page with the first script held back: the HTML alone paints the layout's
 * outline (src/app/host/boot-skeleton.html). It stays until the app draws its layout (not a loading
 * placeholder before it), and then the outline and its style are gone, and nothing else of it is
 * left in the page.
 */
export async function expectOutlineUntilFirstScreen(
  page: Page,
  { heading = 'Overview', variant = 'partner' }: { heading?: string; variant?: 'partner' | 'staff' } = {},
): Promise<void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const outline = page.locator('[data-boot-skeleton]');
  await expect(outline).toBeVisible();
  await expect(outline).toHaveAttribute('data-variant', variant);
  expect(await outline.boundingBox()).toMatchObject({ x: 0, y: 0 });
  // Where the outline's title line sits (not drawn on a phone, whose bar holds the title).
  const outlineTitle = await page.locator('.ppb-title').boundingBox();
  // What the page holds in the moment the outline leaves: a layout's <main>, not a loading
  // placeholder (those draw nothing while the outline is up, src/app/host/boot-skeleton.tsx).
  await page.evaluate(() => {
    const record = window as unknown as { outlineLeftFor?: string };
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-boot-skeleton]')) return;
      observer.disconnect();
      record.outlineLeftFor = document.querySelector('main') ? 'a layout' : 'no layout';
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  release();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(outline).toHaveCount(0);
  if (outlineTitle) {
    // The page's heading lands where the outline drew its title: nothing jumps sideways or down.
    const title = await page.getByRole('heading', { name: heading, level: 1 }).boundingBox();
    expect(Math.abs(title!.x - outlineTitle.x), 'heading left of the outline title').toBeLessThanOrEqual(1);
    expect(Math.abs(title!.y - outlineTitle.y), 'heading below the outline title').toBeLessThanOrEqual(1);
  }
  expect(await page.evaluate(() => (window as unknown as { outlineLeftFor?: string }).outlineLeftFor)).toBe(
    'a layout',
  );
  const leftovers = await page.evaluate(
    () =>
      document.querySelectorAll('[class^="ppb"]').length +
      [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.ppb')).length,
  );
  expect(leftovers, 'outline elements or rules left in the page').toBe(0);
}
