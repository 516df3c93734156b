import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { PARTNER_EMAIL, signIn } from './helpers/session';
import { block } from './overview-helpers';

/** Performance insights, exclusive incentives and the interactive calendar against the seeded server. */

const DANA_EMAIL = 'ops@dana.demo';

const ready = (page: Page, name: string) =>
  expect(block(page, name)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

test.describe('desktop', () => {
  test.use(desktopContext);

  test('changing month and countries changes the figures; the CSV export reads back with a BOM', async ({
    page,
    context,
  }) => {
    await signIn(context, portalOrigin, PARTNER_EMAIL);
    await page.goto('/performance-insights');
    await ready(page, 'performance-insights');
    await expect(page.getByText(/^Data as of/)).toBeVisible();
    const volume = page.locator('[data-kpi="volume"]');
    const first = await volume.innerText();

    // The kit's option list is keyboard-driven: the current month is active, the next one down is older.
    await page.getByRole('combobox', { name: 'Month shown' }).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await ready(page, 'performance-insights');
    await expect(volume).not.toHaveText(first);
    const monthly = await volume.innerText();

    const countries = page.getByRole('combobox', { name: 'Merchant countries' });
    await countries.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await ready(page, 'performance-insights');
    await expect(volume).not.toHaveText(monthly);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^performance-insights-\d{4}-\d{2}\.csv$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('merchant_country');
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(1);
  });

  test('GCash sees programmes with progress; Dana sees the special-partner explanation', async ({
    browser,
  }) => {
    const gcash = await browser.newContext({ ...desktopContext, baseURL: portalOrigin });
    await signIn(gcash, portalOrigin, PARTNER_EMAIL);
    const page = await gcash.newPage();
    await page.goto('/exclusive-incentives');
    await ready(page, 'exclusive-incentives');
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(page.getByText(/days? left|Period over/).first()).toBeVisible();
    // The stamp and the switch of every money screen (DATA-STAMP, DATA-CURRENCY); the choice follows
    // the user to the overview.
    await expect(page.getByText(/^Data as of/)).toBeVisible();
    await page.locator('[data-block="figures-stamp"]').getByText('PHP', { exact: true }).click();
    await expect(page.getByText(/^Converted at 1 USD = /)).toBeVisible();
    await page.goto('/overview');
    await expect(page.getByText(/^Converted at 1 USD = /)).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-block="figures-stamp"]').getByText('USD', { exact: true }).click();
    await expect(page.getByText(/^Converted at 1 USD = /)).toHaveCount(0);
    await gcash.close();

    const dana = await browser.newContext({ ...desktopContext, baseURL: portalOrigin });
    await signIn(dana, portalOrigin, DANA_EMAIL);
    const danaPage = await dana.newPage();
    await danaPage.goto('/exclusive-incentives');
    await expect(block(danaPage, 'exclusive-incentives')).toHaveAttribute('data-state', 'special', {
      timeout: 30_000,
    });
    await expect(danaPage.getByText('Exclusive incentives are arranged with you directly')).toBeVisible();
    await expect(danaPage.getByRole('table')).toHaveCount(0);
    await dana.close();
  });

  test('an event opens from the calendar and back is the same month', async ({ page, context }) => {
    await signIn(context, portalOrigin, PARTNER_EMAIL);
    await page.goto('/interactive-calendar');
    await ready(page, 'interactive-calendar');
    // Year view lists each month's events in the side list; pick a month that has some.
    // The radio input is visually hidden behind its button; click the button.
    await page.locator('.pp-radio-button-wrapper', { hasText: 'Year' }).click();
    await expect(page.getByRole('radio', { name: 'Year' })).toBeChecked();
    await page
      .getByText(/^\d+ events?$/)
      .first()
      .click();
    const heading = page.getByRole('heading', { level: 2, name: /: events$/ });
    const monthHeading = await heading.innerText();
    const link = page.locator('.pp-card', { has: heading }).getByRole('link').first();
    await link.click();
    await expect(page).toHaveURL(/\/event-detail\//);
    await expect(block(page, 'event-detail')).toHaveAttribute('data-state', 'ready');
    await page.goBack();
    await ready(page, 'interactive-calendar');
    await expect(heading).toHaveText(monthHeading);
  });
});

test.describe('phone at 360 px', () => {
  test.use({ ...mobileContext, viewport: { width: 360, height: 780 } });

  test('insights and incentives show figures without horizontal scroll', async ({ page, context }) => {
    await signIn(context, portalOrigin, PARTNER_EMAIL);
    await page.goto('/mobile/performance-insights');
    await ready(page, 'performance-insights');
    const volume = page.locator('[data-kpi="volume"]');
    const before = await volume.innerText();
    await page.getByLabel('Month shown').selectOption({ index: 1 });
    await ready(page, 'performance-insights');
    await expect(volume).not.toHaveText(before);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await page.goto('/mobile/exclusive-incentives');
    await ready(page, 'exclusive-incentives');
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
