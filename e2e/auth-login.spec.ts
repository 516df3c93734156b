import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { prepareDemoSignIn } from './helpers/session';

/** Sign-in on both trees: every demo role lands where it belongs; failures say one thing. */

async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  // Staff and admins: a remembered device, so the form asks for no code (second-factor.spec.ts does).
  await prepareDemoSignIn(page.context(), portalOrigin, email);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Where each role lands (path only, so /mobile/iboss/... cannot pass for /iboss/...).
const roles = [
  { role: 'partner', email: 'ops@gcash.demo', desktop: '/overview', mobile: '/mobile/overview' },
  { role: 'admin', email: 'admin@partner-portal.demo', desktop: '/overview', mobile: '/mobile/overview' },
  {
    role: 'staff',
    email: 'staff@partner-portal.demo',
    desktop: '/iboss/configuration',
    mobile: '/iboss/configuration',
  },
];

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('desktop sign-in', () => {
  test.use(desktopContext);

  for (const { role, email, desktop } of roles) {
    test(`the ${role} signs in and lands on ${desktop}`, async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await signInThroughForm(page, email);
      await expect.poll(() => pathOf(page)).toBe(desktop);
      await expect(page.getByText('Checking your session…')).toHaveCount(0);
    });
  }

  test('a wrong password and an unknown email get the same message, and the input stays', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signInThroughForm(page, 'ops@truemoney.demo', 'Wrong#2026');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('ops@truemoney.demo');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong#2026');
    await expect(page).toHaveURL(/\/auth\/login/);

    await page.getByLabel('Email').fill('nobody@nowhere.demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toBeVisible();
  });

  test('a signed-out visit goes to login and comes back to the same page after sign-in', async ({ page }) => {
    await page.goto('/contracts');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcontracts$/);
    await signInThroughForm(page, 'ops@gcash.demo');
    await expect(page).toHaveURL(/\/contracts$/);
  });
});

test.describe('mobile sign-in', () => {
  test.use(mobileContext);

  for (const { role, email, mobile } of roles) {
    test(`the ${role} signs in on a phone and lands on ${mobile}`, async ({ page }) => {
      await page.goto('/mobile/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await signInThroughForm(page, email);
      await expect.poll(() => pathOf(page)).toBe(mobile);
      // Settled there (no later device redirect).
      await page.waitForTimeout(500);
      expect(pathOf(page)).toBe(mobile);
    });
  }

  test('the login page fits a 360 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/mobile/auth/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const button = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  test('repeated wrong passwords slow the next attempt down, then the right one still signs in', async ({
    page,
  }) => {
    const email = 'ops@truemoney.demo';
    await page.goto('/mobile/auth/login');
    const refused = page
      .getByRole('alert')
      .filter({ hasText: /Too many attempts\. Please try again in \d+ seconds?\./ });
    // The first attempts of a pair are free; after them each attempt waits (1 s, 2 s, 4 s ...).
    for (let attempt = 1; attempt <= 10 && !(await refused.isVisible()); attempt += 1) {
      await signInThroughForm(page, email, 'Wrong#2026');
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await expect(refused).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const seconds = Number(/in (\d+) second/.exec((await refused.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(16);
    // Not a lock-out: once the wait is over the right password works (and clears the count).
    await page.waitForTimeout(seconds * 1000 + 500);
    await signInThroughForm(page, email);
    await expect.poll(() => pathOf(page)).toBe('/mobile/overview');
  });

  test('a wrong password shows the same message on a phone', async ({ page }) => {
    await page.goto('/mobile/auth/login');
    await signInThroughForm(page, 'ops@dana.demo', 'Wrong#2026');
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('ops@dana.demo');
  });
});
