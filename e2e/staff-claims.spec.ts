import { expect, test } from '@playwright/test';
import { portalOrigin } from './helpers/ports';
import { apiCall, staffPage } from './helpers/session';

/** Staff find a development-fund claim by its number, and the budget rules hold on the page. */

const year = new Date().getFullYear();

test.describe.configure({ mode: 'serial' });

test('staff find a claim by its number on /iboss/df/detail and open it', async ({ browser }) => {
  const page = await staffPage(browser, portalOrigin, '/iboss/df/detail');
  await expect(page.getByRole('heading', { name: 'Development funds' })).toBeVisible();
  // A claim from the second page of this year's list: not on the first page shown.
  const second = await apiCall<{ claimList: Array<{ claimNo: string }> }>(
    page.context(),
    portalOrigin,
    '/api/spportal/iboss/df/claimPageQuery.json',
    { pageNum: 2, pageSize: 10, year },
  );
  const claimNo = second.claimList[0].claimNo;
  await expect(page.getByRole('button', { name: `Open claim ${claimNo}` })).toHaveCount(0);

  const search = page.getByLabel('Search by claim no., partner or activity');
  await search.fill(claimNo.toLowerCase());
  await search.press('Enter');
  const claims = page.getByRole('region', { name: 'Claims' });
  await expect(claims.getByText('1 in total')).toBeVisible();
  await page.getByRole('button', { name: `Open claim ${claimNo}` }).click();
  await expect(page.getByRole('dialog', { name: `Claim ${claimNo}` })).toBeVisible();
  await page.context().close();
});

test('budgets: positive and bounded in the form; one without claims shows its history and is deleted after a confirmation', async ({
  browser,
}) => {
  const page = await staffPage(browser, portalOrigin, '/iboss/df/detail');
  await expect(page.getByRole('heading', { name: 'Development funds' })).toBeVisible();
  await page.getByLabel('Year', { exact: true }).first().click();
  await page
    .locator('.pp-select-dropdown:not(.pp-select-dropdown-hidden) .pp-select-item-option')
    .filter({ hasText: new RegExp(`^${year + 1}$`) })
    .click();
  await page.getByRole('button', { name: 'Set budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a development-fund budget' });
  await dialog.getByLabel('Partner').click();
  await page
    .locator('.pp-select-dropdown:not(.pp-select-dropdown-hidden) .pp-select-item-option')
    .filter({ hasText: /^DANA$|^Dana$/ })
    .first()
    .click();
  await expect(dialog.getByText(/^From .+ to .+999,999,999,999/)).toBeVisible();
  const amount = dialog.getByLabel(/^Budget \(/);
  await dialog.getByLabel('Reason').fill('Created by mistake');
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a budget above zero.')).toBeVisible();
  await amount.fill('1000000000000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The budget cannot be more than/)).toBeVisible();
  await amount.fill('5000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const name = new RegExp(`${year + 1} MDF`);
  await page.getByRole('button', { name: new RegExp(`^History of .*${year + 1} MDF`) }).click();
  const history = page.getByRole('dialog', { name: /^Budget history/ });
  await expect(history.getByText('Reason: Created by mistake')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: new RegExp(`^Delete .*${year + 1} MDF`) }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete the budget/ });
  await expect(confirm).toContainText('It has no claims.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Budget deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.context().close();
});
