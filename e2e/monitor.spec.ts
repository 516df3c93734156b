import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { desktopContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { signInThroughForm, STAFF_EMAIL } from './helpers/session';
import { MONITOR_API } from '../contract/monitor/constants';

/**
 * Usage monitoring (MON-ROUTE): a partner's route changes reach the server in batches (here:
 * when the page goes away, and before sign-out) and the staff see them on /iboss/configuration.
 */

test.use(desktopContext);

const signInAt = (page: Page, route: string, email: string) =>
  signInThroughForm(page, portalOrigin, route, email);

test('a partner’s page views reach the staff usage card', async ({ browser }) => {
  const partner = await browser.newContext(desktopContext);
  const page = await partner.newPage();
  const batches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(MONITOR_API.batch)) batches.push(request.postData() ?? '');
  });
  await signInAt(page, '/operation-log', 'ops@truemoney.demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A reload hides the page: what waits is sent with keepalive before it goes.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => batches.some((body) => body.includes('/operation-log'))).toBe(true);
  expect(batches.join('')).not.toContain('ops@truemoney.demo');
  await partner.close();

  const staff = await browser.newContext(desktopContext);
  const staffPage = await staff.newPage();
  await signInAt(staffPage, '/iboss/configuration', STAFF_EMAIL);
  const card = staffPage.locator('[data-block="usage"]');
  await expect(card).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(card.getByRole('cell', { name: '/operation-log', exact: true })).toBeVisible();
  await expect(card.getByRole('cell', { name: 'TrueMoney', exact: true })).toBeVisible();
  await staff.close();
});
