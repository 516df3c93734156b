import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { pickOption } from './helpers/antd-select';
import { partnerCall, signInThroughForm, STAFF_EMAIL } from './helpers/session';
import { DOCUMENT_API } from '../contract/document/constants';

/**
 * Business insights by issue on /iboss/configuration: one newsletter sent to four partners is one
 * row, withdrawn from all four in one confirmed action, after which none of them sees it.
 */
const origin = `http://localhost:${e2eEnv.port}`;
const PARTNERS = [
  { name: 'GCash', email: 'ops@gcash.demo' },
  { name: 'TrueMoney', email: 'ops@truemoney.demo' },
  { name: 'TNGD', email: 'ops@tngd.demo' },
  { name: 'Dana', email: 'ops@dana.demo' },
];
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The newsletter titles a partner user sees. */
async function newsletterTitles(request: APIRequestContext, email: string): Promise<string[]> {
  const answer = await partnerCall<{ documentList: { title: string }[] }>(
    request,
    origin,
    email,
    DOCUMENT_API.insightQuery,
    { type: 'Newsletter', pageNum: 1, pageSize: 100 },
  );
  return answer.documentList.map((doc) => doc.title);
}

test('staff withdraw one newsletter from its four partners in one confirmed action; none of them sees it', async ({
  page,
  playwright,
}) => {
  const title = `E2E four-partner pulse ${Date.now()}`;
  await signInThroughForm(page, origin, '/iboss/configuration', STAFF_EMAIL);
  const card = page
    .locator('.pp-card')
    .filter({ has: page.getByRole('heading', { name: 'Business insights' }) });
  await card.getByLabel('Title').fill(title);
  await card.getByLabel('Period').fill('2026-09');
  await card.getByLabel('Partners').click();
  for (const partner of PARTNERS) await pickOption(page, partner.name);
  await page.keyboard.press('Escape');
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pulse.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(card.getByText('pulse.pdf')).toBeVisible();
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published to 4 partners.')).toBeVisible();

  const request = await playwright.request.newContext();
  for (const partner of PARTNERS) expect(await newsletterTitles(request, partner.email)).toContain(title);

  // One row for the issue, with its four partners.
  await card.getByRole('searchbox', { name: 'Search issues' }).fill(title);
  await card.getByRole('searchbox', { name: 'Search issues' }).press('Enter');
  const row = card.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4 of 4 partners');
  await row.getByRole('checkbox', { name: `Select ${title} (2026-09)` }).check();
  await card.getByRole('button', { name: 'Withdraw from all partners' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Withdraw this issue from all its partners?');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawn from 4 partners.')).toBeVisible();
  await expect(row).toContainText('0 of 4 partners');

  for (const partner of PARTNERS) expect(await newsletterTitles(request, partner.email)).not.toContain(title);
  await request.dispose();
});
