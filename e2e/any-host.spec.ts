import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { desktopContext, mobileContext } from './helpers/devices';
import { brokenMedia } from './helpers/media';
import { PARTNER_EMAIL, signIn } from './helpers/session';

/**
 * The portal works by whatever host name it is opened on (a LAN address, a proxy, 127.0.0.1):
 * media and logo URLs are relative to the API origin the client knows, never built from a
 * configured public URL, so the page's own Content Security Policy never blocks them
 * (docs/quality-gates.md).
 */
const ORIGINS = [`http://localhost:${e2eEnv.port}`, `http://127.0.0.1:${e2eEnv.port}`];

/** Records CSP violations the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

for (const origin of ORIGINS) {
  for (const device of ['desktop', 'mobile'] as const) {
    test(`${device} overview opened at ${origin}: every image loads, no CSP report`, async ({ browser }) => {
      const context = await browser.newContext(device === 'mobile' ? mobileContext : desktopContext);
      await signIn(context, origin, PARTNER_EMAIL);
      const page = await context.newPage();
      const violations = await watchCsp(page);
      await page.goto(`${origin}${device === 'mobile' ? '/mobile/overview' : '/overview'}`);
      await expect(page.locator('[data-block="carousel"]')).toHaveAttribute('data-state', 'ready', {
        timeout: 20_000,
      });
      // The partner logo in the header (an <img>, not the initial shown when it fails to load).
      const logo = page.locator('img[alt="GCash logo"]').first();
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await brokenMedia(page)).toEqual([]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
}
