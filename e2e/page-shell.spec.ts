import { expect, test } from '@playwright/test';
import { pageShellMessages } from '../src/app/messages/page-shell';
import { desktopContext } from './helpers/devices';

/**
 * The portal's page before any script (webpack.config.ts, portalHtml): never blank, whether
 * JavaScript is off or the browser is too old for the bundle.
 */

test.use(desktopContext);

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says JavaScript is needed', async ({ page }) => {
    await page.goto('/auth/login');
    // The one paragraph the page shows (text search passes over noscript content by design).
    await expect(page.getByRole('paragraph')).toHaveText(pageShellMessages.noScript);
    await expect(page.getByRole('paragraph')).toBeVisible();
  });
});

test('in a browser too old for the bundle, the page says so instead of staying blank', async ({ page }) => {
  // What the check looks for (contract/shared/browser-check.ts), gone as in a browser from before
  // 2021. The check is inline: the message showing also proves the server's CSP lets it run.
  await page.addInitScript(() => {
    delete (Array.prototype as { at?: unknown }).at;
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('alert')).toHaveText(pageShellMessages.oldBrowser);
});

test('a current browser sees neither message, only the portal', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(pageShellMessages.oldBrowser)).toBeHidden();
});
