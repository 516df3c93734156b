import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { desktopContext, mobileContext } from './helpers/devices';

/** Session expiry while on a page, sign-out, and change password, on both trees. */

async function signIn(page: Page, loginPath: string, email: string) {
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Replaces the session cookie with a token the server never issued. */
async function breakSession(context: BrowserContext) {
  const cookies = await context.cookies();
  const ctoken = cookies.find((cookie) => cookie.name === 'ctoken');
  expect(ctoken, 'the sign-in set the ctoken cookie').toBeTruthy();
  await context.addCookies([{ ...ctoken!, value: 'x'.repeat(43) }]);
}

test.describe('desktop session', () => {
  test.use(desktopContext);

  test('an expired session on a page leads to login and back to the same page', async ({ page, context }) => {
    await signIn(page, '/auth/login', 'ops@truemoney.demo');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/change-psd');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    await breakSession(context);
    // A call on the page (not a reload) meets the session code and the app goes to login. Which
    // call comes first depends on timing: the refresh when the window gets focus at the first
    // keystroke, or submitting the form; so the form may be gone before it is sent.
    try {
      await page.getByLabel('Current password').fill(DEMO_PASSWORD, { timeout: 5000 });
      await page.getByLabel('New password', { exact: true }).fill('Other#2027', { timeout: 5000 });
      await page.getByLabel('Confirm new password').fill('Other#2027', { timeout: 5000 });
      await page.getByRole('button', { name: 'Change password' }).click({ timeout: 5000 });
    } catch {
      // Already on its way to the login page; the URL below is what counts.
    }

    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fchange-psd&notice=session-expired$/);
    await expect(page.getByText('Session timeout, please log in again.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
    await page.getByLabel('Email').fill('ops@truemoney.demo');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/change-psd$/);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });

  test('a reload with an ended session leads to login with the time-out notice', async ({
    page,
    context,
  }) => {
    await signIn(page, '/auth/login', 'ops@truemoney.demo');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/change-psd');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await breakSession(context);
    // Only the current-user call is refused on a reload; that alone says the session ended.
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fchange-psd&notice=session-expired$/);
    await expect(page.getByText('Session timeout, please log in again.')).toBeVisible();
  });

  test('a wrong current password is shown under the current-password field', async ({ page }) => {
    await signIn(page, '/auth/login', 'ops@truemoney.demo');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/change-psd');
    await page.getByLabel('Current password').fill('NotMine#2026');
    await page.getByLabel('New password', { exact: true }).fill('Other#2027');
    await page.getByLabel('Confirm new password').fill('Other#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('#currentPassword_help')).toHaveText('The current password is incorrect');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Other#2027');
  });

  test('sign-out ends the session', async ({ page }) => {
    await signIn(page, '/auth/login', 'ops@gcash.demo');
    await expect(page).toHaveURL(/\/overview$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/auth\/login\?notice=signed-out$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Foverview$/);
  });
});

test.describe('mobile session', () => {
  test.use(mobileContext);

  test('an expired session on a phone leads to the mobile login and back', async ({ page, context }) => {
    await signIn(page, '/mobile/auth/login', 'ops@gcash.demo');
    await expect(page).toHaveURL(/\/mobile\/overview$/);
    await page.goto('/mobile/change-psd');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await breakSession(context);
    // A reload: the current-user call is the first (and only) call refused, and that alone says the
    // session ended. The return path is kept.
    await page.reload();
    await expect(page).toHaveURL(
      /\/mobile\/auth\/login\?redirect=%2Fmobile%2Fchange-psd&notice=session-expired$/,
    );
    await expect(page.getByText('Session timeout, please log in again.')).toBeVisible();
    await page.getByLabel('Email').fill('ops@gcash.demo');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/mobile\/change-psd$/);
  });

  test('sign-out from the account sheet', async ({ page }) => {
    await signIn(page, '/mobile/auth/login', 'ops@gcash.demo');
    await expect(page).toHaveURL(/\/mobile\/overview$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/mobile\/auth\/login\?notice=signed-out$/);
  });
});
