import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Clicks an option of the open antd Select drop-down. antd's role="option" nodes are a hidden
 * copy for screen readers (they hold the value, not the label), so the visible item is picked by
 * its exact text. The portal's antd prefix is `pp`.
 */
export async function pickOption(page: Page, option: string): Promise<void> {
  const text = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.pp-select-dropdown:not(.pp-select-dropdown-hidden) .pp-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
  // The pick took (a click on a list still opening or closing is lost, and an empty partner list
  // means every partner): the option is marked chosen, in the open list or the one that closed.
  await expect(page.locator('.pp-select-item-option-selected').filter({ hasText: text })).not.toHaveCount(0);
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
