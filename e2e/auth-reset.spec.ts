import { expect, test } from '@playwright/test';
import { desktopContext, mobileContext } from './helpers/devices';
import { mailedPasswordLink } from './helpers/outbox';
import { AUTH_API } from '../contract/auth/constants';
import { DEMO_PASSWORD } from './helpers/session';

/** Forgot password and reset through the outbox the server writes when no SMTP server is set. */

const RESET_EMAIL = 'ops@tngd.demo';

test.describe('desktop forgot and reset password', () => {
  test.use(desktopContext);

  // The demo account gets its demo password back through the same mailed link, so the specs that
  // sign in as TNGD later in the run (staff publications) find it as the seed left it.
  test.afterAll(async ({ playwright, baseURL }) => {
    const email = RESET_EMAIL;
    const request = await playwright.request.newContext({ baseURL });
    const since = Date.now() - 1000;
    expect((await request.post(AUTH_API.sendResetEmail, { data: { email } })).status()).toBe(200);
    const token = (await mailedPasswordLink(email, since)).searchParams.get('token');
    const reset = await request.post(AUTH_API.resetPassword, { data: { token, newPassword: DEMO_PASSWORD } });
    expect(reset.status(), await reset.text()).toBe(200);
    await request.dispose();
  });

  test('a user resets the password from the mailed link, signs in with it, and the link works once', async ({
    page,
  }) => {
    const email = RESET_EMAIL;
    const newPassword = 'Reset#2027';

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/check-email$/);
    // The URL changes before the page's chunk has rendered; until then the login form (with its own
    // Email field) is still on screen, so wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    const since = Date.now() - 1000;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

    const link = await mailedPasswordLink(email, since);
    const resetPath = `${link.pathname}${link.search}`;
    await page.goto(resetPath);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByRole('listitem', { name: '6 to 20 characters, met' })).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?notice=password-reset$/);
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/overview$/);

    // The link was single-use, and the page says so as it opens, before anything is typed.
    await page.goto(resetPath);
    await expect(page.getByRole('heading', { name: 'This reset link cannot be used' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  });

  test('an unknown email gets the same confirmation', async ({ page }) => {
    await page.goto('/auth/check-email');
    await page.getByLabel('Email').fill('nobody@nowhere.demo');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for nobody@nowhere.demo')).toBeVisible();
  });
});

test.describe('mobile forgot password', () => {
  test.use(mobileContext);

  test('the phone flow sends the link and shows the same confirmation', async ({ page }) => {
    await page.goto('/mobile/auth/check-email');
    await page.getByLabel('Email').fill('ops@dana.demo');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for ops@dana.demo')).toBeVisible();
  });
});
