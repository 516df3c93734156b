import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';

/** Helpers of the overview specs (desktop and mobile). */

export { ADMIN_EMAIL } from './helpers/session';

export const OVERVIEW_BLOCKS = [
  'carousel',
  'calendar',
  'incentives',
  'claims',
  'growth',
  'top-merchants',
  'merchants',
];

export async function signInThroughForm(page: Page, loginPath: string, email: string): Promise<void> {
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
