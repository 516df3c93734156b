import { expect, test } from '@playwright/test';
import { kitsLoaded } from './helpers/chunk-kits';
import { collectConsoleErrors, SIGNED_OUT_NOISE } from './helpers/console-errors';
import { mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';

test.use(mobileContext);

const pathAndQuery = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const mobileLoginFor = (path: string) => `/mobile/auth/login?redirect=${encodeURIComponent(path)}`;

test.describe('mobile user agent, signed out: device rules (ROUTE-REDIRECT)', () => {
  for (const [from, landing] of [
    ['/', '/mobile/overview'],
    ['/mobile', '/mobile/overview'],
    ['/overview', '/mobile/overview'],
    ['/performance-insights', '/mobile/performance-insights'],
    ['/exclusive-incentives', '/mobile/exclusive-incentives'],
    ['/business-insights/Newsletter', '/mobile/business-insights/Newsletter'],
    ['/account-management', '/mobile/account-management'],
    ['/change-psd', '/mobile/change-psd'],
    ['/contracts', '/mobile/contracts'],
    ['/contracts/contract-details', '/mobile/contracts/contract-details'],
    ['/operation-log', '/mobile/operation-log'],
    ['/events-carousel-detail', '/mobile/events-carousel-detail'],
  ] as const) {
    test(`${from} -> ${landing} -> login with that return path`, async ({ page }) => {
      const errors = collectConsoleErrors(page, SIGNED_OUT_NOISE);
      await page.goto(from);
      await expect.poll(() => pathAndQuery(page.url())).toBe(mobileLoginFor(landing));
      expect(errors.messages).toEqual([]);
    });
  }

  for (const path of ['/auth/login', '/auth/check-email', '/auth/reset-password']) {
    test(`${path} -> /mobile${path} with no session check`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => pathAndQuery(page.url())).toBe(`/mobile${path}`);
    });
  }

  for (const path of ['/mobile/no-such-page', '/mobile/business-insights/Weekly']) {
    test(`${path} shows not found without the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Back to overview' }).click();
      await expect.poll(() => pathAndQuery(page.url())).toBe(mobileLoginFor('/mobile/overview'));
    });
  }
});

test.describe('mobile user agent, signed in', () => {
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test('main sections sit in the tab bar, the rest under More', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/mobile/performance-insights');
    await expect(page.getByRole('heading', { name: 'Performance insights' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await tabs.getByText('Contracts').click();
    await expect(page).toHaveURL('/mobile/contracts');
    await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByText('Operation log').click();
    await expect(page).toHaveURL('/mobile/operation-log');
    await expect(page.getByRole('heading', { name: 'Operation log' })).toBeVisible();
    expect(errors.messages).toEqual([]);
  });

  test('styles are converted to rem and antd-mobile variables stay off the host :root', async ({ page }) => {
    await page.goto('/mobile/contracts');
    await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
    const vars = await page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).getPropertyValue('--adm-font-size-main').trim(),
      app: getComputedStyle(document.querySelector('.partner-portal')!)
        .getPropertyValue('--adm-radius-m')
        .trim(),
    }));
    expect(vars.root).toBe('');
    expect(vars.app).toBe('0.5rem');
  });

  test('the mobile tree never downloads antd', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    for (const path of [
      '/mobile/overview',
      '/mobile/contracts',
      '/mobile/business-insights/QBR',
      '/mobile/nope',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const kits = kitsLoaded(urls, portalOrigin);
    expect(kits.has('antd-mobile')).toBe(true);
    expect(kits.has('antd')).toBe(false);
  });
});
