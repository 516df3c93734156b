import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNT_API } from '../contract/account/constants';
import { AUTH_API } from '../contract/auth/constants';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { apiCall, DEMO_PASSWORD, signIn } from './helpers/session';
import { headingShown, openTree, ROUTES } from './helpers/all-routes';
import type { Tree } from './helpers/all-routes';
import { englishLeftOnScreen } from './helpers/untranslated-text';

/**
 * Languages (docs/i18n.md). In the pseudo-locale every catalogue message is accented and longer,
 * so a catalogue message shown in plain English was read in the wrong language: every route of
 * both trees and the staff area is opened in it, one signed-in page per tree.
 */

const inLocale = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

const trees: Tree[] = ['signed-out-desktop', 'signed-out-mobile', 'desktop', 'mobile', 'staff'];

for (const tree of trees) {
  test(`${tree}: every route shows its catalogue text in the language chosen (pseudo-locale)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await openTree(browser, tree);
    const page = await context.newPage();
    const found: string[] = [];
    for (const route of ROUTES.filter((candidate) => candidate.tree === tree)) {
      const path = route.resolve ? await route.resolve(page) : route.path;
      await page.goto(inLocale(path, 'en-XA'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await (route.ready ?? headingShown)(page);
      found.push(...(await englishLeftOnScreen(page)).map((text) => `${route.path} ${text}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });
}

// ---------------------------------------------------------------------------------------------
// Chinese on a desktop and a phone: the words are read from the catalogues, so the test follows
// the translators' wording.

const zh = {
  auth: readCatalogue('zh-CN', 'domain-auth'),
  shell: readCatalogue('zh-CN', 'app-shell'),
  header: readCatalogue('zh-CN', 'session-guard'),
  overview: readCatalogue('zh-CN', 'overview'),
  languages: readCatalogue('zh-CN', 'app-languages'),
};
/** The server's own messages in Chinese (server/src/i18n/locales). */
const serverZh = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'server', 'src', 'i18n', 'locales', 'zh-CN.json'), 'utf8'),
) as Record<string, string>;

/** An account the other specs do not sign in through the form, so its kept language is this spec's. */
const EMAIL = 'ops@tngd.demo';

test.afterAll(async ({ request }) => {
  // Whatever happened above, the account goes back to English for the specs after this one.
  const login = await request.post(`${portalOrigin}${AUTH_API.login}`, {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  const token = /ctoken=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const reset = await request.post(`${portalOrigin}${ACCOUNT_API.locale}`, {
    data: { locale: 'en' },
    headers: { ctoken: token },
  });
  expect(reset.status()).toBe(200);
});

test('desktop in Chinese: sign-in, a refused password, the overview, a list, a form error, and back to English', async ({
  browser,
}) => {
  const context = await browser.newContext(desktopContext);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByRole('button', { name: zh.languages.names['zh-CN'] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: zh.auth.login.title })).toBeVisible();

  // A refused sign-in: the server's answer, in Chinese.
  await page.getByLabel(zh.auth.fields.email).fill(EMAIL);
  await page.getByLabel(zh.auth.fields.password, { exact: true }).fill('Wrong-password-1');
  await page
    .getByRole('button', { name: new RegExp(`^${zh.auth.login.submit.split('').join('\\s?')}$`) })
    .click();
  await expect(page.getByRole('alert')).toContainText(serverZh['auth.badCredentials']);

  await page.getByLabel(zh.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await page
    .getByRole('button', { name: new RegExp(`^${zh.auth.login.submit.split('').join('\\s?')}$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: zh.overview.pageTitle })).toBeVisible({
    timeout: 20_000,
  });
  // antd's own words follow: the growth block's segmented control or the tables' pagination.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // A list.
  await page.getByRole('link', { name: zh.shell.sections.contracts, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: zh.shell.sections.contracts })).toBeVisible();

  // A form error, in the field.
  await page.goto('/change-psd');
  await expect(page.getByRole('heading', { level: 1, name: zh.auth.changePassword.title })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${zh.auth.changePassword.submit}$`) }).click();
  await expect(page.getByText(zh.auth.validation.currentPasswordRequired)).toBeVisible();

  // Back to English from the account menu: at once, and kept for the next visit.
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await context.close();
});

test('phone in Chinese: the saved choice follows the user to another device, and the More sheet switches back', async ({
  browser,
}) => {
  // Saved on one device ...
  const desktop = await browser.newContext(desktopContext);
  await signIn(desktop, portalOrigin, EMAIL);
  const saved = await apiCall<{ success: boolean }>(desktop, portalOrigin, ACCOUNT_API.locale, {
    locale: 'zh-CN',
  });
  expect(saved.success).toBe(true);
  await desktop.close();

  // ... shown on the phone, whose browser asks for English.
  const context = await browser.newContext({ ...mobileContext, locale: 'en-US' });
  await signIn(context, portalOrigin, EMAIL);
  const page = await context.newPage();
  await page.goto('/mobile/overview');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: zh.overview.pageTitle }).first()).toBeVisible();
  await expect(
    page
      .getByRole('tab', { name: zh.shell.mobileTabs.contracts })
      .or(page.getByText(zh.shell.mobileTabs.contracts, { exact: true }))
      .first(),
  ).toBeVisible();

  // A server error message in the user's language.
  const refused = await apiCall<{ success: boolean; resultMessage: string }>(
    context,
    portalOrigin,
    ACCOUNT_API.locale,
    { locale: 'fr' },
  );
  expect(refused.success).toBe(false);
  expect(refused.resultMessage).toMatch(/[\u4e00-\u9fff]/);

  await page.getByRole('button', { name: zh.shell.sections.more, exact: true }).click();
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Overview' }).first()).toBeVisible();
  await context.close();
});

type Catalogue = { [key: string]: string & Catalogue };

function readCatalogue(locale: string, namespace: string): Catalogue {
  return JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'src', 'locales', locale, `${namespace}.json`), 'utf8'),
  ) as Catalogue;
}
