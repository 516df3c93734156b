import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { pickOption } from './helpers/antd-select';
import { expectOutlineUntilFirstScreen } from './helpers/boot-outline';
import { partnerCall, signInThroughForm, STAFF_EMAIL } from './helpers/session';
import { CAROUSEL_API } from '../contract/carousel/constants';
import { CONFIG_API } from '../contract/config/constants';
import { DOCUMENT_API } from '../contract/document/constants';

/** The desktop date fields are antd pickers that take a typed ISO day, committed with Enter. */
async function typeDate(scope: Locator, name: string, iso: string) {
  const box = scope.getByRole('textbox', { name });
  await box.fill(iso);
  await box.press('Enter');
}

/**
 * Staff content: the staff make content in /iboss and partners see it. Uploads go
 * through the real upload path; refusals show their catalogue message and keep the form.
 */
const origin = `http://localhost:${e2eEnv.port}`;
/** The support email setting as a partner's portal reads it. */
const SUPPORT_EMAIL = { key: 'support.email' };
type Setting = { config: { value: string } };
const assets = path.join(__dirname, '../server/assets/overview');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test("a reload paints the staff area's outline from the HTML, and the first screen replaces it", async ({
  page,
}) => {
  await signInThroughForm(page, origin, '/iboss/configuration', STAFF_EMAIL);
  // Wider than the content's 1280 px column plus padding, where the outline's inset once differed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectOutlineUntilFirstScreen(page, { heading: 'Configuration', variant: 'staff' });
});

test('staff change a setting for TrueMoney; a bad value shows its message and keeps the form', async ({
  page,
  playwright,
}) => {
  await signInThroughForm(page, origin, '/iboss/configuration', STAFF_EMAIL);
  await page.getByLabel('Applies to').click();
  await pickOption(page, 'TrueMoney');
  const email = page.getByLabel('Support contact email');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address, e.g. support@network.example.')).toBeVisible();
  await expect(email).toHaveValue('not-an-email');
  await email.fill('truemoney-desk@network.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Partners see the change at once.')).toBeVisible();

  const request = await playwright.request.newContext();
  const truemoney = await partnerCall<Setting>(
    request,
    origin,
    'ops@truemoney.demo',
    CONFIG_API.queryOne,
    SUPPORT_EMAIL,
  );
  expect(truemoney.config.value).toBe('truemoney-desk@network.example');
  const gcash = await partnerCall<Setting>(
    request,
    origin,
    'ops@gcash.demo',
    CONFIG_API.queryOne,
    SUPPORT_EMAIL,
  );
  expect(gcash.config.value).not.toBe('truemoney-desk@network.example');
  await request.dispose();
});

test('carousel: refused files show their message and keep the typed title; a published item reaches TrueMoney only', async ({
  page,
  playwright,
}) => {
  await signInThroughForm(page, origin, '/iboss/carousel/detail', STAFF_EMAIL);
  await page.getByRole('button', { name: 'New item' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Title', { exact: true }).fill('Songkran cashback');
  const file = drawer.locator('input[type="file"]');

  await file.setInputFiles({
    name: 'tool.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ\x90\x00 renamed exe'),
  });
  await expect(drawer.getByRole('alert')).toContainText('This file format is not allowed.');
  await file.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(drawer.getByRole('alert')).toContainText('The file size exceeds the limit of 5 MB');
  await file.setInputFiles({ name: 'bad;name.png', mimeType: 'image/png', buffer: png });
  await expect(drawer.getByRole('alert')).toContainText(
    'This file name is not allowed, please rename the file.',
  );
  await expect(drawer.getByLabel('Title', { exact: true })).toHaveValue('Songkran cashback');

  await file.setInputFiles(path.join(assets, 'banner-thailand-launch.jpg'));
  await expect(drawer.getByText('banner-thailand-launch.jpg')).toBeVisible();
  await drawer.getByLabel('Alternative text').fill('Songkran banner');
  await typeDate(drawer, 'From', '2020-01-01');
  await typeDate(drawer, 'Until', '2099-12-31');
  await drawer.getByLabel('Partners who see it').click();
  await pickOption(page, 'TrueMoney');
  await page.keyboard.press('Escape');
  // Preview as phone before publishing.
  await drawer.getByText('Phone', { exact: true }).click();
  await expect(drawer.locator('[data-preview="phone"] img')).toBeVisible();
  await drawer.getByLabel('Published (visible to partners)').click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Songkran cashback', exact: true })).toBeVisible();

  const request = await playwright.request.newContext();
  const titles = async (email: string) =>
    (
      (await partnerCall<Record<string, unknown>>(request, origin, email, CAROUSEL_API.query, {}))
        .carouselList as {
        title: string;
      }[]
    ).map((item) => item.title);
  expect(await titles('ops@truemoney.demo')).toContain('Songkran cashback');
  expect(await titles('ops@gcash.demo')).not.toContain('Songkran cashback');
  await request.dispose();
});

test('carousel: a video upload gets its cover from the first frame', async ({ page }) => {
  await signInThroughForm(page, origin, '/iboss/carousel/detail', STAFF_EMAIL);
  await page.getByRole('button', { name: 'New item' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Title', { exact: true }).fill('Explainer');
  await drawer.getByRole('radio', { name: 'Video' }).check();
  // The file field is made anew for the video slot after the form has seen the choice: a file set
  // before that goes to the image field that is about to leave.
  await expect(drawer.getByText(/^MP4 up to 50 MB/)).toBeVisible();
  await drawer.locator('input[type="file"]').setInputFiles(path.join(assets, 'explainer.mp4'));
  const cover = drawer.getByTestId('video-cover');
  await expect(cover).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('staff upload a contract PDF for TrueMoney: the TrueMoney user sees it, the GCash user does not', async ({
  page,
  playwright,
}) => {
  await signInThroughForm(page, origin, '/iboss/contract/detail', STAFF_EMAIL);
  await page.getByRole('button', { name: 'New contract' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Partner').click();
  await pickOption(page, 'TrueMoney');
  await drawer.getByLabel('Title').fill('E2E Settlement Addendum');
  await drawer.getByLabel('Counterparty').fill('Network Pte. Ltd.');
  await typeDate(drawer, 'Effective from', '2026-01-01');
  await typeDate(drawer, 'Expires on', '2028-12-31');
  await drawer.getByLabel('Status').click();
  await pickOption(page, 'Published');
  await drawer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'addendum.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(drawer.getByText('addendum.pdf')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  // Found by its title: earlier specs of the run add contracts, so it need not be on the first page.
  await page.getByRole('searchbox', { name: 'Title, type or counterparty' }).fill('E2E Settlement Addendum');
  await expect(page.getByRole('cell', { name: 'E2E Settlement Addendum', exact: true })).toBeVisible();

  const request = await playwright.request.newContext();
  const titles = async (email: string) =>
    (
      (
        await partnerCall<Record<string, unknown>>(request, origin, email, DOCUMENT_API.contractQuery, {
          pageNum: 1,
          pageSize: 100,
        })
      ).contractList as { title: string }[]
    ).map((contract) => contract.title);
  expect(await titles('ops@truemoney.demo')).toContain('E2E Settlement Addendum');
  expect(await titles('ops@gcash.demo')).not.toContain('E2E Settlement Addendum');
  await request.dispose();
});

test('staff publish a newsletter to GCash', async ({ page, playwright }) => {
  await signInThroughForm(page, origin, '/iboss/configuration', STAFF_EMAIL);
  const card = page
    .locator('.pp-card')
    .filter({ has: page.getByRole('heading', { name: 'Business insights' }) });
  await card.getByLabel('Title').fill('E2E market pulse');
  await card.getByLabel('Period').fill('2026-10');
  await card.getByLabel('Partners').click();
  await pickOption(page, 'GCash');
  await page.keyboard.press('Escape');
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pulse.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(card.getByText('pulse.pdf')).toBeVisible();
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published to 1 partner.')).toBeVisible();
  await expect(card.getByRole('cell', { name: 'E2E market pulse', exact: true })).toBeVisible();

  const request = await playwright.request.newContext();
  const list = await partnerCall<{ documentList: { title: string }[] }>(
    request,
    origin,
    'ops@gcash.demo',
    DOCUMENT_API.insightQuery,
    { type: 'Newsletter', pageNum: 1, pageSize: 100 },
  );
  expect(list.documentList.map((doc) => doc.title)).toContain('E2E market pulse');
  await request.dispose();
});
