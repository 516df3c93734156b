import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { choose } from './helpers/antd-select';
import { desktopContext, mobileContext } from './helpers/devices';
import { mailedPasswordLink } from './helpers/outbox';
import { portalOrigin } from './helpers/ports';
import { signIn, staffPage } from './helpers/session';

/** Staff user management and the development-fund claim workflow, end to end. */

const PARTNER = 'ops@truemoney.demo';
const year = new Date().getFullYear();
/** A real, tiny PDF (the upload judges the content, not the name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe.configure({ mode: 'serial' });

test('staff create a partner user; the invitation sets the password and the user signs in', async ({
  browser,
}) => {
  const email = `invited.${Date.now()}@truemoney.demo`;
  const page = await staffPage(browser, portalOrigin, '/iboss/user');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'staff@partner-portal.demo', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Given name').fill('Nok');
  await dialog.getByLabel('Family name').fill('Srisuk');
  await choose(page, 'Partner', 'TrueMoney', dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`User created. An invitation was sent to ${email}.`)).toBeVisible();
  await page.getByLabel('Search by name or email').fill(email);
  await page.getByLabel('Search by name or email').press('Enter');
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  // The same email again: a clear message, the form keeps what was typed.
  await page.getByRole('button', { name: 'Create user' }).click();
  const again = page.getByRole('dialog', { name: 'Create a user' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Given name').fill('Nok');
  await again.getByLabel('Family name').fill('Srisuk');
  await choose(page, 'Partner', 'TrueMoney', again);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('alert')).toContainText('A user with this email address already exists.');
  await expect(again.getByLabel('Email')).toHaveValue(email);
  await page.context().close();

  const link = await mailedPasswordLink(email);
  const context = await browser.newContext(desktopContext);
  const guest = await context.newPage();
  await guest.goto(`${link.pathname}${link.search}`);
  await guest.getByLabel('New password', { exact: true }).fill('Welcome#2026');
  await guest.getByLabel('Confirm new password').fill('Welcome#2026');
  await guest.getByRole('button', { name: 'Set password' }).click();
  await expect(guest).toHaveURL(/\/auth\/login/);
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Password', { exact: true }).fill('Welcome#2026');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/overview$/);
  await context.close();
});

test('a partner claims on a phone; staff approve less and pay with proof; the partner sees it on desktop and phone', async ({
  browser,
}) => {
  // Partner on a phone submits a claim.
  const phone = await browser.newContext(mobileContext);
  await signIn(phone, portalOrigin, PARTNER);
  const mobile = await phone.newPage();
  await mobile.goto('/mobile/overview');
  await mobile.getByRole('button', { name: 'New claim' }).click();
  const sheet = mobile.getByRole('dialog', { name: 'Submit a development-fund claim' });
  // antd-mobile labels its wrapper and its input alike: the input is the field.
  const field = (label: string) => sheet.locator(`input[aria-label^="${label}"]`);
  await field('Activity').first().fill('Songkran street fair booth');
  await field('Amount').fill('20000');
  await field('Activity from').fill(`${year}-04-10`);
  await field('Activity to').fill(`${year}-04-16`);
  await sheet.locator('input[data-slot="CLAIM_PROOF"]').setInputFiles({
    name: 'songkran-invoices.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(sheet.getByText('songkran-invoices.pdf')).toBeVisible();
  await sheet.getByRole('button', { name: 'Submit claim' }).click();
  const toast = mobile.getByText(/^Claim .+ submitted\.$/);
  await expect(toast).toBeVisible();
  const claimNo = (await toast.textContent())!.replace(/^Claim (.+) submitted\.$/, '$1');

  // Staff review it, approve a lower amount and mark it paid with a proof document.
  const staff = await staffPage(browser, portalOrigin, '/iboss/df/detail');
  await expect(staff.getByRole('heading', { name: 'Development funds' })).toBeVisible();
  await staff.getByRole('button', { name: `Open claim ${claimNo}` }).click();
  const drawer = staff.getByRole('dialog', { name: `Claim ${claimNo}` });
  await drawer.getByRole('button', { name: 'Start review' }).click();
  await expect(staff.getByText('The claim is under review.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await drawer.getByLabel(/^Amount to approve/).fill('15000');
  await drawer.locator('form').getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('The claim is approved.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark paid' }).click();
  await drawer.getByLabel('Payment reference').fill('TT-TM-0815');
  await drawer.locator('input[data-slot="CLAIM_PROOF"]').setInputFiles({
    name: 'remittance.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(drawer.getByText('remittance.pdf')).toBeVisible();
  await drawer.locator('form').getByRole('button', { name: 'Mark paid' }).click();
  await expect(staff.getByText('The claim is marked paid.')).toBeVisible();
  await expect(drawer.getByText('TT-TM-0815', { exact: true })).toBeVisible();

  // A refused transition: another staff member moved a claim meanwhile.
  const partnerToken = (await phone.cookies()).find((c) => c.name === 'ctoken')!.value;
  const decals = await phone.request.post(`${portalOrigin}/api/spportal/file/upload.json?slot=CLAIM_PROOF`, {
    headers: { ctoken: partnerToken },
    multipart: { file: { name: 'decals.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const decalsFile = ((await decals.json()) as { file: { fileUrl: string } }).file.fileUrl;
  const second = await phone.request.post(`${portalOrigin}/api/spportal/incentive/claimSubmit.json`, {
    headers: { ctoken: partnerToken },
    data: {
      programId: (await drawerProgramId(staff, claimNo)) ?? '',
      title: 'Bangkok taxi decals',
      amount: 1000,
      activityStart: `${year}-05-01`,
      activityEnd: `${year}-05-02`,
      supportingDoc: decalsFile,
    },
  });
  const secondClaim = ((await second.json()) as { data: { claimId: string; claimNo: string } }).data;
  await drawer.getByRole('button', { name: 'Close' }).click();
  await staff.reload();
  await staff.getByRole('button', { name: `Open claim ${secondClaim.claimNo}` }).click();
  const secondDrawer = staff.getByRole('dialog', { name: `Claim ${secondClaim.claimNo}` });
  await expect(secondDrawer.getByRole('button', { name: 'Start review' })).toBeEnabled();
  const staffToken = (await staff.context().cookies()).find((c) => c.name === 'ctoken')!.value;
  await staff.context().request.post(`${portalOrigin}/api/spportal/iboss/df/claimTransition.json`, {
    headers: { ctoken: staffToken },
    data: { claimId: secondClaim.claimId, version: 1, action: 'REJECT', reason: 'Duplicate' },
  });
  await secondDrawer.getByRole('button', { name: 'Start review' }).click();
  await expect(secondDrawer.getByRole('alert')).toContainText(
    'Someone else has just updated this claim; it is now Rejected.',
  );
  await staff.context().close();

  // The partner sees the decision and the new figures, on the phone and on desktop.
  await mobile.reload();
  const item = mobile.locator('[data-block="claims"]').getByText(claimNo);
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(mobile.locator('[data-block="claims"]')).toContainText('Paid');
  await phone.close();

  const desk = await browser.newContext(desktopContext);
  await signIn(desk, portalOrigin, PARTNER);
  const page = await desk.newPage();
  await page.goto('/overview');
  const row = page.locator('[data-block="claims"]').getByRole('row').filter({ hasText: claimNo });
  await expect(row).toContainText('Paid', { timeout: 20_000 });
  await expect(row).toContainText('15,000');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notes = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notes.getByText(`Claim ${claimNo} paid`)).toBeVisible();
  await expect(notes.getByText(`Claim ${claimNo} approved`)).toBeVisible();
  await desk.close();
});

/** The programme of a claim, read through the staff claim list (the drawer shows names only). */
async function drawerProgramId(page: Page, claimNo: string): Promise<string | null> {
  const token = (await page.context().cookies()).find((c) => c.name === 'ctoken')!.value;
  const response = await page
    .context()
    .request.post(`${portalOrigin}/api/spportal/iboss/df/claimPageQuery.json`, {
      headers: { ctoken: token },
      data: { pageNum: 1, pageSize: 100, partnerId: 'truemoney' },
    });
  const body = (await response.json()) as { claimList: Array<{ claimNo: string; programId: string }> };
  return body.claimList.find((c) => c.claimNo === claimNo)?.programId ?? null;
}
