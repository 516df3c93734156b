import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './helpers/antd-select';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';
import { unreadCount, waitForBellCount } from './overview-helpers';

/**
 * Alerts (docs/alerts.md) on a desktop and a phone: reached from the account menu and from the
 * notifications, a refused value keeps what was typed and says why, a new rule whose condition
 * already holds (the seeded months' transactions moved more than 1.5%) fires at once into the
 * bell, then it is paused and deleted.
 */

const SUMMARY = /^Rule: Transactions, all countries, moves more than 1\.5% against the previous month$/;
const THRESHOLD_MESSAGE = 'Enter a percentage from 1 to 1000.';

async function expectPausedThenDeleted(page: Page, row: Locator, confirm: () => Promise<void>) {
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm();
  await expect(page.getByRole('listitem', { name: SUMMARY })).toHaveCount(0);
}

test.describe('alerts on a desktop', () => {
  test.use(desktopContext);
  test.beforeEach(async ({ context }) => {
    await signIn(context, portalOrigin, 'ops@truemoney.demo');
  });

  test('from the account menu: a rule is refused, corrected, fires into the bell, is paused and deleted', async ({
    page,
  }) => {
    await page.goto('/overview');
    const bell = await waitForBellCount(page);
    const before = await unreadCount(bell);

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Alerts' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    // The seeded rule, which fired on the seeded figures.
    await expect(page.getByRole('listitem').filter({ hasText: 'Last alert' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert rule' });
    await dialog.getByLabel('Figure', { exact: true }).click();
    await pickOption(page, 'Transactions');
    const threshold = dialog.getByLabel('Moves by more than (%)');
    await threshold.fill('0');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog.getByText(THRESHOLD_MESSAGE)).toBeVisible();
    await expect(threshold).toHaveValue('0');

    await threshold.fill('1.5');
    await dialog.getByLabel('Mail me', { exact: true }).click();
    await pickOption(page, 'Not at all (bell only)');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('listitem', { name: SUMMARY });
    await expect(row.getByText(/^Last alert /)).toBeVisible();
    await expect(row).toContainText('against');
    await expect.poll(() => unreadCount(bell)).toBe(before + 1);
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByText(/^Transactions (up|down) \d+\.\d% in /).first()).toBeVisible();
    await drawer.getByRole('link', { name: 'Manage alerts' }).click();
    await expect(drawer).toBeHidden();

    await expectPausedThenDeleted(page, row, async () => {
      await page.locator('.pp-popconfirm').getByRole('button', { name: 'Delete' }).click();
    });
  });
});

test.describe('alerts on a phone', () => {
  test.use(mobileContext);
  test.beforeEach(async ({ context }) => {
    await signIn(context, portalOrigin, 'ops@dana.demo');
  });

  test('from the notifications: a rule is refused, corrected, fires into the bell, is paused and deleted', async ({
    page,
  }) => {
    await page.goto('/mobile/overview');
    const bell = await waitForBellCount(page);
    const before = await unreadCount(bell);

    await bell.click();
    await page.getByRole('link', { name: 'Manage alerts' }).click();
    await expect(page).toHaveURL(/\/mobile\/alerts$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Last alert' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'New rule' }).click();
    const form = page.getByRole('dialog', { name: 'New alert rule' });
    await form.getByLabel('Figure').selectOption('TRANSACTIONS');
    const threshold = form.getByLabel('Moves by more than (%)');
    await threshold.fill('abc');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await expect(form.getByText(THRESHOLD_MESSAGE)).toBeVisible();
    await expect(threshold).toHaveValue('abc');
    await expect(threshold).toHaveAttribute('aria-invalid', 'true');

    await threshold.fill('1.5');
    await form.getByLabel('Mail me').selectOption('NONE');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await expect(form).toBeHidden();

    const row = page.getByRole('listitem', { name: SUMMARY });
    await expect(row.getByText(/^Last alert /)).toBeVisible();
    await expect.poll(() => unreadCount(bell)).toBe(before + 1);

    await expectPausedThenDeleted(page, row, async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    });
  });
});
