import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { portalOrigin } from './helpers/ports';
import { prepareDemoSignIn } from './helpers/session';

/** Helpers of the overview specs (desktop and mobile). */

export { ADMIN_EMAIL } from './helpers/session';

const OVERVIEW_BLOCKS = [
  'carousel',
  'calendar',
  'incentives',
  'claims',
  'growth',
  'top-merchants',
  'merchants',
];

export async function signInThroughForm(page: Page, loginPath: string, email: string): Promise<void> {
  // Staff and admins: a remembered device, so the form asks for no code (second-factor.spec.ts does).
  await prepareDemoSignIn(page.context(), portalOrigin, email);
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const block = (page: Page, name: string): Locator => page.locator(`[data-block="${name}"]`).first();

/** Every block has answered with data (the seed fills each of them). */
export async function expectEveryBlockReady(page: Page, names = OVERVIEW_BLOCKS): Promise<void> {
  for (const name of names) {
    await expect(block(page, name), `block ${name}`).toHaveAttribute('data-state', 'ready', {
      timeout: 20_000,
    });
  }
}

/** The unread count the bell announces ("Notifications, 3 unread" -> 3; "Notifications" -> 0). */
export async function unreadCount(bell: Locator): Promise<number> {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

export async function waitForBellCount(page: Page): Promise<Locator> {
  await expect(block(page, 'notification-bell')).toHaveAttribute('data-state', 'ready');
  return page.getByRole('button', { name: /^Notifications/ }).first();
}

/** The overview's own reads (src/app/routing/landing-reads.ts), with the layout's bell. */
const FIRST_READS = [
  '/api/spportal/notification/count.json',
  '/api/spportal/config/queryOne.json',
  '/api/spportal/carousel/query.json',
  '/api/spportal/calendar/queryYear.json',
  '/api/spportal/incentive/query.json',
  '/api/spportal/incentive/pageQuery.json',
  '/api/spportal/growth/query.json',
  '/api/spportal/merchant/top.json',
  '/api/spportal/merchant/query.json',
];

/**
 * Reloads the signed-in overview with its page chunk held back, and checks that the first screen's
 * reads go out all the same (started with the session check, not by the page's render), and that
 * once the page has rendered none of them went out twice: each block took the answer sent for it.
 */
export async function expectFirstReadsBeforePageCode(page: Page, pageChunk: RegExp): Promise<void> {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (FIRST_READS.includes(pathname)) sent.push(`${pathname} ${request.postData() ?? ''}`);
  });
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pageChunk, async (route) => {
    await held;
    await route.continue();
  });
  // Not until "load": the held chunk holds the load event back.
  await page.reload({ waitUntil: 'commit' });
  const paths = () => new Set(sent.map((line) => line.split(' ')[0]));
  await expect
    .poll(() => paths().size, { message: 'reads sent before the page code arrived' })
    .toBe(FIRST_READS.length);
  release();
  await expectEveryBlockReady(page);
  await page.waitForLoadState('networkidle');
  expect(
    sent.filter((line, index) => sent.indexOf(line) !== index),
    'reads sent twice',
  ).toEqual([]);
  // Nor the same figures under other parameters: the phone's events sheet, unfiltered, shares the
  // calendar block's read of the year.
  expect(sent.filter((line) => line.startsWith('/api/spportal/calendar/queryYear.json '))).toHaveLength(1);
}
