import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo-accounts';
import { collectConsoleErrors, SIGNED_OUT_NOISE } from './helpers/console-errors';
import { desktopContext } from './helpers/devices';
import { e2eEnv } from '../playwright.config';
import { portalOrigin } from './helpers/ports';

/**
 * The portal as a guest in hosts that are not like the demo host's default set-up (README,
 * Embedding the portal): a host on another site.
 */
test.use(desktopContext);

// localhost and 127.0.0.1 are different sites: the portal's cookie never reaches the host's page.
const crossSiteHost = `http://127.0.0.1:${e2eEnv.hostPort}`;

test('signs in through its own login screen in a host on another site, and signs out', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page, SIGNED_OUT_NOISE);
  await page.goto(`${crossSiteHost}/?portal=${encodeURIComponent(portalOrigin)}`);
  await page.locator('#host-portal-link').click();
  const portal = page.locator('#portal-container');
  await expect(portal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await portal.getByLabel('Email').fill('ops@gcash.demo');
  await portal.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await portal.getByRole('button', { name: 'Sign in' }).click();

  await expect(portal.getByRole('menu')).toBeVisible();
  await expect(page).toHaveURL(`${crossSiteHost}/portal/overview`);
  await expect(portal.getByText('GCash').first()).toBeVisible();
  // The browser refused the portal origin's cookie from the cross-site answer; the client kept
  // the token from the body on the host's document instead.
  const cookies = await context.cookies([portalOrigin, crossSiteHost]);
  expect(cookies.filter((c) => c.name === 'ctoken').map((c) => c.domain)).toEqual(['127.0.0.1']);

  // A reload keeps the session.
  await page.reload();
  await expect(portal.getByRole('menu')).toBeVisible();

  await portal.getByRole('button', { name: 'Account menu' }).click();
  await portal.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(portal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(portal.getByText('You have signed out.')).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === 'ctoken')).toEqual([]);
  expect(errors.messages).toEqual([]);
});
