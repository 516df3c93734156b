import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { prepareDemoSignIn } from './helpers/session';

/** An admin switches partner; the header's logo and name follow. */

const ADMIN = 'admin@partner-portal.demo';

async function signIn(page: Page, loginPath: string) {
  // A remembered device, so the form asks for no code (second-factor.spec.ts tests that step).
  await prepareDemoSignIn(page.context(), portalOrigin, ADMIN);
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('desktop partner switch', () => {
  test.use(desktopContext);

  test('the admin switches from GCash to TrueMoney and sees its logo and name', async ({ page }) => {
    await signIn(page, '/auth/login');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByTestId('current-partner-name')).toHaveText('GCash');
    await expect(page.getByRole('img', { name: 'GCash logo' })).toBeVisible();

    await page.getByRole('button', { name: 'Current partner: GCash. Switch partner' }).click();
    await page.getByRole('menuitem', { name: /TrueMoney/ }).click();

    await expect(page.getByTestId('current-partner-name')).toHaveText('TrueMoney');
    const logo = page.getByRole('img', { name: 'TrueMoney logo' });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('You are now viewing TrueMoney.')).toBeVisible();

    // The choice belongs to the session: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('current-partner-name')).toHaveText('TrueMoney');
  });

  test('a partner user sees the logo and name without a switcher', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('ops@dana.demo');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('current-partner-name')).toHaveText('Dana');
    await expect(page.getByRole('button', { name: /switch partner/i })).toHaveCount(0);
  });
});

test.describe('mobile partner switch', () => {
  test.use(mobileContext);

  test('the admin switches partner from the account sheet', async ({ page }) => {
    await signIn(page, '/mobile/auth/login');
    await expect(page).toHaveURL(/\/mobile\/overview$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('TNGD', { exact: true }).click();
    await expect(page.getByText('You are now viewing TNGD.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Account menu' }).getByRole('img', { name: 'TNGD logo' }),
    ).toBeVisible();
  });
});
