import type { Locator, Page } from '@playwright/test';

/**
 * Clicks an option of the open antd Select drop-down. antd's role="option" nodes are a hidden
 * copy for screen readers (they hold the value, not the label), so the visible item is picked by
 * its exact text. The portal's antd prefix is `pp`.
 */
export async function pickOption(page: Page, option: string): Promise<void> {
  await page
    .locator('.pp-select-dropdown:not(.pp-select-dropdown-hidden) .pp-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
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
