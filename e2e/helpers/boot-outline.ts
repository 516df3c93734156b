import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Reloads the signed-in page with the first script held back: the HTML alone paints the layout's
 * outline (src/app/host/boot-skeleton.html). Once the app draws its first screen the outline and
 * its style are gone, and nothing else of it is left in the page.
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
  release();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(outline).toHaveCount(0);
  const leftovers = await page.evaluate(
    () =>
      document.querySelectorAll('[class^="ppb"]').length +
      [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.ppb')).length,
  );
  expect(leftovers, 'outline elements or rules left in the page').toBe(0);
}
