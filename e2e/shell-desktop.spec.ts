import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { kitsLoaded } from './helpers/chunk-kits';
import { collectConsoleErrors, SIGNED_OUT_NOISE } from './helpers/console-errors';
import { desktopContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { DEMO_PASSWORD, prepareDemoSignIn, signIn, STAFF_EMAIL } from './helpers/session';

test.use(desktopContext);

const underlined = (link: Locator) => link.evaluate((el) => getComputedStyle(el).textDecorationLine);

const loginFor = (path: string) => `/auth/login?redirect=${encodeURIComponent(path)}`;
const pathAndQuery = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test.describe('standalone desktop, signed out', () => {
  for (const [from, protectedPath] of [
    ['/', '/overview'],
    ['/overview', '/overview'],
    ['/mobile', '/overview'],
    ['/mobile/contracts', '/contracts'],
    ['/mobile/business-insights/QBR', '/business-insights/QBR'],
    ['/change-psd', '/change-psd'],
  ] as const) {
    test(`${from} lands on login with a return path to ${protectedPath}`, async ({ page }) => {
      const errors = collectConsoleErrors(page, SIGNED_OUT_NOISE);
      await page.goto(from);
      await expect.poll(() => pathAndQuery(page.url())).toBe(loginFor(protectedPath));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(errors.messages).toEqual([]);
    });
  }

  test('/mobile/auth/login goes to the desktop login without a session check', async ({ page }) => {
    await page.goto('/mobile/auth/login');
    await expect.poll(() => pathAndQuery(page.url())).toBe('/auth/login');
  });
});

test.describe('standalone desktop, signed in', () => {
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test('every section shows its heading inside the layout, and the menu reaches them', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/performance-insights');
    await expect(page.getByRole('heading', { name: 'Performance insights', level: 1 })).toBeVisible();
    const menu = page.getByRole('menu');
    for (const [label, path] of [
      ['Exclusive incentives', '/exclusive-incentives'],
      ['Contracts', '/contracts'],
      ['Interactive calendar', '/interactive-calendar'],
      ['Account management', '/account-management'],
      ['Operation log', '/operation-log'],
    ] as const) {
      await menu.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
    }
    expect(errors.messages).toEqual([]);
  });

  test('navigation links are not underlined: the menu and the home link above it', async ({ page }) => {
    await page.goto('/overview');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('link', { name: 'Contracts' })).toBeVisible();
    expect(await underlined(menu.getByRole('link', { name: 'Contracts' }))).toBe('none');
    expect(await underlined(page.getByRole('complementary').getByRole('link').first())).toBe('none');
  });

  test('business insights exist for Newsletter and QBR only', async ({ page }) => {
    await page.goto('/business-insights/QBR');
    await expect(page.getByRole('heading', { name: 'Quarterly business reviews', level: 1 })).toBeVisible();
    await page.goto('/business-insights/Newsletter');
    await expect(page.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();
    await page.goto('/business-insights/Weekly');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown path is a real 404 with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to overview' }).click();
    await expect(page).toHaveURL('/overview');
  });

  test('resting on a menu link downloads its page chunk before the click', async ({ page }) => {
    await page.goto('/performance-insights');
    await expect(page.getByRole('heading', { name: 'Performance insights', level: 1 })).toBeVisible();
    const chunk = page.waitForRequest(/\/js\/desktop-operation-log\.[0-9a-f]+\.js$/);
    await page.getByRole('menu').getByRole('link', { name: 'Operation log' }).hover();
    await chunk;
    expect(page.url()).toMatch(/\/performance-insights$/);
  });

  test('a narrow window opens the side menu in a drawer, loaded then; a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    const drawerChunk = /\/js\/desktop-menu-drawer\.[0-9a-f]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/performance-insights');
    await expect(page.getByRole('heading', { name: 'Performance insights', level: 1 })).toBeVisible();
    // Not part of the first load: only a visitor who opens the menu downloads the drawer.
    expect(scripts.filter((url) => drawerChunk.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('menu')).toBeVisible();
    await drawer.getByRole('link', { name: 'Operation log' }).click();
    await expect(page).toHaveURL('/operation-log');
    await expect(page.getByRole('heading', { name: 'Operation log', level: 1 })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(scripts.filter((url) => drawerChunk.test(url))).toHaveLength(1);
  });

  test('the desktop tree never downloads antd-mobile', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    for (const path of ['/overview', '/contracts', '/business-insights/QBR', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const kits = kitsLoaded(scripts, portalOrigin);
    expect(kits.has('antd')).toBe(true);
    expect(kits.has('antd-mobile')).toBe(false);
  });
});

test.describe('staff area', () => {
  test('/iboss opens the staff layout at configuration', async ({ page }) => {
    await prepareDemoSignIn(page.context(), portalOrigin, STAFF_EMAIL);
    await page.goto(loginFor('/iboss'));
    await page.getByLabel('Email').fill(STAFF_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/iboss/configuration');
    await expect(page.getByText('Partner Portal · Staff')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Configuration' })).toBeVisible();
    expect(await underlined(page.getByRole('link', { name: 'Users' }))).toBe('none');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.goto('/iboss/configuration');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  });
});
