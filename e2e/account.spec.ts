import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { choose } from './helpers/antd-select';
import { desktopContext, mobileContext } from './helpers/devices';
import { seriousViolations } from './helpers/axe';
import { startShortIdleServer } from './helpers/short-idle-server';
import type { ShortIdleServer } from './helpers/short-idle-server';

/**
 * Account management, the operation log and session safety (README, "Screens"), on a desktop and
 * a 360 px phone: profile edit, sessions and signing out other devices, the log's filters and its
 * CSV read back, and the idle time-out warning against a server with a short idle limit.
 */

const phone = { ...mobileContext, viewport: { width: 360, height: 780 } };
const SESSION_TIMEOUT_TEXT = 'Session timeout, please log in again.';
const DRAFT_RESTORED_TEXT = 'Your session had ended. What you typed has been restored: check it and save.';
const CSV_HEADER = 'time_utc,actor,action,target,outcome,ip_address';

async function signIn(page: Page, loginPath: string, email: string) {
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/overview$/);
}

/** A second browser (its own cookies) signed in as `email` on the given tree. */
async function otherDevice(browser: Browser, options: object, loginPath: string, email: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, loginPath, email);
  return { context, page };
}

/** The browser's local calendar day, `days` from today, as a date input wants it. */
async function localDay(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, days);
}

async function pickDay(page: Page, label: string, day: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/^operation-log-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFileSync((await download.path())!, 'utf8');
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(0);
}

test.describe('desktop account management', () => {
  test.use(desktopContext);

  test('edit the name: a bad name is refused in place, a good one is saved and shown', async ({ page }) => {
    await signIn(page, '/auth/login', 'ops@dana.demo');
    await page.goto('/account-management');
    await expect(page.getByRole('heading', { name: 'Account management', level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-full-name')).toHaveText('Budi Santoso');

    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Given name').fill('Budi2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Only letters, spaces, hyphens, apostrophes and dots.')).toBeVisible();
    await expect(page.getByLabel('Given name')).toHaveValue('Budi2');

    await page.getByLabel('Given name').fill('Bambang');
    await page.getByLabel('Family name').fill("O'Neil-Santoso");
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your name has been saved.')).toBeVisible();
    await expect(page.getByTestId('profile-full-name')).toHaveText("Bambang O'Neil-Santoso");
    await page.reload();
    await expect(page.getByTestId('profile-full-name')).toHaveText("Bambang O'Neil-Santoso");
  });

  test('sessions: sign out one device, which lands on login with the notice, then everywhere else', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/auth/login', 'ops@truemoney.demo');
    const phoneDevice = await otherDevice(browser, phone, '/mobile/auth/login', 'ops@truemoney.demo');
    const second = await otherDevice(browser, desktopContext, '/auth/login', 'ops@truemoney.demo');
    try {
      await page.goto('/account-management');
      const rows = page.getByTestId('session-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.first()).toContainText('This device');
      await expect(page.getByText('Last sign-in before this one')).toBeVisible();

      const phoneRow = rows.filter({ hasText: 'Android' });
      await expect(phoneRow).toHaveCount(1);
      await phoneRow.getByRole('button', { name: /^Sign out/ }).click();
      await expect(page.getByText('The session has been signed out.')).toBeVisible();
      await expect(rows).toHaveCount(2);

      // The revoked phone's next request lands on its login page, saying why.
      await phoneDevice.page.reload();
      await expect(phoneDevice.page).toHaveURL(/\/mobile\/auth\/login/);
      await expect(phoneDevice.page.getByText(SESSION_TIMEOUT_TEXT)).toBeVisible();

      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page.locator('.pp-popconfirm-buttons').getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('Signed out 1 other session.')).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

      await second.page.goto('/operation-log');
      await expect(second.page).toHaveURL(/\/auth\/login/);
      await expect(second.page.getByText(SESSION_TIMEOUT_TEXT)).toBeVisible();

      // Both revocations are in the log.
      await page.goto('/operation-log');
      await expect(page.getByRole('row').filter({ hasText: 'Signed out a session' })).not.toHaveCount(0);
    } finally {
      await phoneDevice.context.close();
      await second.context.close();
    }
  });
});

test.describe('desktop operation log', () => {
  test.use(desktopContext);

  test('the sign-in just made is listed; filters narrow it; the CSV export is the filtered set', async ({
    page,
  }) => {
    await signIn(page, '/auth/login', 'ops@tngd.demo');
    await page.goto('/operation-log');
    await expect(page.getByRole('heading', { name: 'Operation log', level: 1 })).toBeVisible();
    const rows = page.locator('.pp-table-tbody tr.pp-table-row');
    await expect(rows.first()).toContainText('Signed in');
    await expect(rows.first()).toContainText('ops@tngd.demo');

    await choose(page, 'Action', 'Signed in');
    await expect(rows.first()).toContainText('Signed in');
    // The filtered answer replaces the rows: wait until every row shown is a sign-in.
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('Signed in')))
      .toBe(true);

    // A reversed range is refused before anything is asked.
    // The antd date pickers take a typed day, confirmed with Enter.
    await pickDay(page, 'From', await localDay(page, 1));
    await pickDay(page, 'To', await localDay(page, 0));
    await expect(
      page.getByRole('alert').filter({ hasText: 'The end date is before the start date' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await pickDay(page, 'From', await localDay(page, 0));
    await expect(rows.first()).toContainText('Signed in');

    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.charCodeAt(0), 'UTF-8 byte order mark').toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain(',SIGN_IN,');
    expect(lines.some((line) => line.includes('ops@tngd.demo'))).toBe(true);

    // The export is logged too.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows.first()).toContainText('Exported the operation log');
  });
});

test.describe('mobile account and log', () => {
  test.use(phone);

  test('profile edit and signing out everywhere else on a phone', async ({ page, browser }) => {
    await signIn(page, '/mobile/auth/login', 'ops@gcash.demo');
    const laptop = await otherDevice(browser, desktopContext, '/auth/login', 'ops@gcash.demo');
    try {
      await page.goto('/mobile/account-management');
      await expect(page.getByRole('heading', { name: 'Account management', level: 1 })).toBeVisible();
      await expect(page.getByTestId('profile-full-name')).toHaveText('Maria Santos');
      await noHorizontalScroll(page);

      await page.getByRole('button', { name: 'Edit name' }).click();
      await page.getByRole('textbox', { name: 'Given name' }).fill('Maria Clara');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your name has been saved.')).toBeVisible();
      await expect(page.getByTestId('profile-full-name')).toHaveText('Maria Clara Santos');

      // This phone and the laptop at least; earlier specs of the run may have left more GCash sessions.
      const rows = page.getByTestId('session-row');
      await expect(rows.nth(1)).toBeVisible();
      const others = (await rows.count()) - 1;
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page.locator('.adm-dialog-footer').getByRole('button', { name: 'Sign out' }).click();
      await expect(
        page.getByText(`Signed out ${others} other ${others === 1 ? 'session' : 'sessions'}.`),
      ).toBeVisible();
      await expect(rows).toHaveCount(1);

      await laptop.page.goto('/account-management');
      await expect(laptop.page).toHaveURL(/\/auth\/login/);
      await expect(laptop.page.getByText(SESSION_TIMEOUT_TEXT)).toBeVisible();
    } finally {
      await laptop.context.close();
    }
  });

  test('the log on a phone: the sign-in, an action filter, the CSV export', async ({ page }) => {
    await signIn(page, '/mobile/auth/login', 'ops@truemoney.demo');
    await page.goto('/mobile/operation-log');
    await expect(page.getByRole('heading', { name: 'Operation log', level: 1 })).toBeVisible();
    const entries = page.getByTestId('log-entry');
    await expect(entries.first()).toContainText('Signed in');
    await noHorizontalScroll(page);

    await page.getByRole('combobox', { name: /^Action/ }).selectOption({ label: 'Signed in' });
    await expect(entries.first()).toContainText('Signed in');
    await expect
      .poll(async () => (await entries.allInnerTexts()).every((text) => text.includes('Signed in')))
      .toBe(true);

    // The antd date pickers take a typed day, confirmed with Enter.
    await pickDay(page, 'From', await localDay(page, 1));
    await pickDay(page, 'To', await localDay(page, 0));
    await expect(
      page.getByRole('alert').filter({ hasText: 'The end date is before the start date' }),
    ).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(await localDay(page, 0));
    await expect(entries.first()).toContainText('Signed in');

    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    for (const line of lines.slice(1)) expect(line).toContain(',SIGN_IN,');
  });
});

test.describe('idle time-out warning (server idle limit 30 s, warning 20 s before)', () => {
  let server: ShortIdleServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startShortIdleServer(30, 20);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function fillSignIn(page: Page, email: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  async function openSignedIn(context: BrowserContext, loginPath: string, email = 'ops@gcash.demo') {
    const page = await context.newPage();
    await page.goto(`${server.origin}${loginPath}`);
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/overview$/);
    return page;
  }

  test('desktop: the warning counts down, "stay signed in" keeps the session, "sign out" ends it', async ({
    browser,
  }) => {
    const context = await browser.newContext(desktopContext);
    try {
      const page = await openSignedIn(context, '/auth/login');
      const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByTestId('idle-countdown')).toContainText(/signed out in 0:[0-2]\d/);
      // The warning passes the accessibility gate (e2e/a11y.spec.ts), its countdown ticking.
      expect(
        await seriousViolations(page, '[role="dialog"]', { ignoreChanges: '[data-testid="idle-countdown"]' }),
      ).toEqual([]);

      await dialog.getByRole('button', { name: 'Stay signed in' }).click();
      await expect(dialog).toBeHidden();
      // Past the first limit (30 s after sign-in) the session lives on: the warning is back
      // with time left, and the page is still the overview.
      await page.waitForTimeout(21_000);
      await expect(page).toHaveURL(/\/overview$/);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/auth\/login\?notice=signed-out$/);
    } finally {
      await context.close();
    }
  });

  test('desktop: a session that ends mid-edit gives the typed name back after signing in again', async ({
    browser,
  }) => {
    const context = await browser.newContext(desktopContext);
    try {
      const page = await openSignedIn(context, '/auth/login', 'ops@truemoney.demo');
      await page.goto(`${server.origin}/account-management`);
      await page.getByRole('button', { name: 'Edit name' }).click();
      await page.getByLabel('Given name').fill('Somchai Draft');
      // No activity from here: the warning, then the end of the session.
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount-management&notice=session-expired$/, {
        timeout: 45_000,
      });
      await expect(page.getByText(SESSION_TIMEOUT_TEXT)).toBeVisible();
      await fillSignIn(page, 'ops@truemoney.demo');
      await expect(page).toHaveURL(/\/account-management$/);
      await expect(page.getByText(DRAFT_RESTORED_TEXT)).toBeVisible();
      await expect(page.getByLabel('Given name')).toHaveValue('Somchai Draft');
      await expect(page.getByLabel('Family name')).toHaveValue('Prasert');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('profile-full-name')).toHaveText('Somchai Draft Prasert');
    } finally {
      await context.close();
    }
  });

  test('phone: the warning appears, at zero the session ends with the notice, the draft comes back', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    try {
      const page = await openSignedIn(context, '/mobile/auth/login');
      await page.goto(`${server.origin}/mobile/account-management`);
      await page.getByRole('button', { name: 'Edit name' }).click();
      await page.getByRole('textbox', { name: 'Given name' }).fill('Maria Draft');
      const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
      expect(
        await seriousViolations(page, '[role="dialog"]', { ignoreChanges: '[data-testid="idle-countdown"]' }),
      ).toEqual([]);
      await expect(page).toHaveURL(
        /\/mobile\/auth\/login\?redirect=%2Fmobile%2Faccount-management&notice=session-expired$/,
        {
          timeout: 30_000,
        },
      );
      await expect(page.getByText(SESSION_TIMEOUT_TEXT)).toBeVisible();
      await fillSignIn(page, 'ops@gcash.demo');
      await expect(page).toHaveURL(/\/mobile\/account-management$/);
      await expect(page.getByText(DRAFT_RESTORED_TEXT)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Given name' })).toHaveValue('Maria Draft');
    } finally {
      await context.close();
    }
  });
});
