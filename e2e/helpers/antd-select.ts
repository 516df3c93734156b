import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Clicks an option of the open antd Select drop-down. antd's role="option" nodes are a hidden
 * copy for screen readers (they hold the value, not the label), so the visible item is picked by
 * its exact text. The portal's antd prefix is `pp`.
 */
export async function pickOption(page: Page, option: string): Promise<void> {
  const text = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const item = page
    .locator('.pp-select-dropdown:not(.pp-select-dropdown-hidden) .pp-select-item-option')
    .filter({ hasText: text })
    .first();
  // The pick took: the option is marked chosen, in the open list or the one that closed. A click
  // on a list still opening or closing is lost, so it is made again until it took; never on an
  // option already chosen (in a multiple Select a second click would take it away again).
  const chosen = page.locator('.pp-select-item-option-selected').filter({ hasText: text });
  await expect(async () => {
    if ((await chosen.count()) === 0) await item.click({ timeout: 5_000 });
    await expect(chosen).not.toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the Select labelled `label` (inside `scope`, the whole page by default) and picks `option`. */
export async function choose(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await pickOption(page, option);
}
