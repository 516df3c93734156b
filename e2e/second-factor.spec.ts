import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { totpCodeAt } from '../server/src/security/second-factor';
import { desktopContext, mobileContext } from './helpers/devices';
import { mailedPasswordLink } from './helpers/outbox';
import { portalOrigin } from './helpers/ports';
import { apiCall, signIn, STAFF_EMAIL } from './helpers/session';

/**
 * The second factor end to end (docs/security.md, "Second factor"): enrolment with the key shown
 * as text, sign-in with an app code, and with a recovery code that works once. Fresh accounts,
 * so the other specs' demo accounts keep their state.
 */

const PASSWORD = 'Second#2026';

test.describe.configure({ mode: 'serial' });

/** A new account made by staff, its password set through the invitation link. */
async function newAccount(browser: Browser, role: 'PARTNER' | 'ADMIN'): Promise<string> {
  const email = `second-factor-${role.toLowerCase()}-${Date.now()}@example.com`;
  const staff = await browser.newContext(desktopContext);
  await signIn(staff, portalOrigin, STAFF_EMAIL);
  const created = await apiCall<{ success: boolean }>(
    staff,
    portalOrigin,
    '/api/spportal/iboss/user/create.json',
    {
      email,
      givenName: 'Sam',
      familyName: 'Factor',
      role,
      partnerId: 'gcash',
      ...(role === 'ADMIN' ? { partnerList: ['gcash', 'tngd'] } : {}),
    },
  );
  expect(created.success).toBe(true);
  await staff.close();
  const token = (await mailedPasswordLink(email)).searchParams.get('token');
  const set = await (
    await browser.newContext()
  ).request.post(`${portalOrigin}/api/spportal/auth/resetPassword.json`, {
    data: { token, newPassword: PASSWORD },
  });
  expect(set.ok()).toBe(true);
  return email;
}

/** A code of the next time step: the server refuses a code whose step was used already. */
async function freshCode(secret: string, after: number): Promise<string> {
  await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000 }).toBeGreaterThan(after);
  return totpCodeAt(secret, new Date());
}
const stepNow = () => Math.floor(Date.now() / 30_000);

async function passwordStep(page: Page, loginPath: string, email: string) {
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('desktop: a partner user turns it on, then signs in with an app code and with a recovery code once', async ({
  browser,
}) => {
  const email = await newAccount(browser, 'PARTNER');
  const context = await browser.newContext(desktopContext);
  const page = await context.newPage();
  await passwordStep(page, '/auth/login', email);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/account-management');
  await expect(page.getByTestId('second-factor-state')).toHaveText(/^Off/);
  await page.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.getByTestId('second-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Code from your app').fill(totpCodeAt(secret, new Date()));
  const enabledAt = stepNow();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // The list comes with the server's answer to Confirm: wait for it before reading it.
  const codeItems = dialog.getByTestId('recovery-codes').locator('li');
  await expect(codeItems).toHaveCount(10);
  const codes = (await codeItems.allTextContents()).map((c) => c.trim());
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('second-factor-state')).toHaveText(/^On/);
  await context.close();

  // The password alone no longer signs in: the code step follows.
  const second = await browser.newContext(desktopContext);
  const signInPage = await second.newPage();
  await passwordStep(signInPage, '/auth/login', email);
  await expect(signInPage.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await signInPage.getByLabel('Authentication code').fill(await freshCode(secret, enabledAt));
  await signInPage.getByRole('button', { name: 'Verify' }).click();
  await expect(signInPage).toHaveURL(/\/overview$/);
  await second.close();

  // A recovery code instead of the app: once.
  for (const expected of ['signs in', 'refused'] as const) {
    const third = await browser.newContext(desktopContext);
    const recoveryPage = await third.newPage();
    await passwordStep(recoveryPage, '/auth/login', email);
    await recoveryPage.getByLabel('Authentication code').fill(codes[0]);
    await recoveryPage.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'signs in') await expect(recoveryPage).toHaveURL(/\/overview$/);
    else
      await expect(
        recoveryPage.getByText('The code is incorrect or has expired', { exact: false }),
      ).toBeVisible();
    await third.close();
  }
});

test('phone: a new admin enrols at the first sign-in, then signs in with a recovery code once', async ({
  browser,
}) => {
  const email = await newAccount(browser, 'ADMIN');
  const context = await browser.newContext(mobileContext);
  const page = await context.newPage();
  await passwordStep(page, '/mobile/auth/login', email);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codeItems = page.getByTestId('recovery-codes').locator('li');
  await expect(codeItems).toHaveCount(10);
  const codes = (await codeItems.allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/mobile\/overview$/);
  await context.close();

  for (const expected of ['signs in', 'refused'] as const) {
    const next = await browser.newContext(mobileContext);
    const phone = await next.newPage();
    await passwordStep(phone, '/mobile/auth/login', email);
    await expect(phone.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await phone.getByLabel('Authentication code').fill(codes[1]);
    await phone.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'signs in') await expect(phone).toHaveURL(/\/mobile\/overview$/);
    else
      await expect(phone.getByText('The code is incorrect or has expired', { exact: false })).toBeVisible();
    await next.close();
  }
});
