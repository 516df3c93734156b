import { expect, test } from '@playwright/test';
import { openTree, ROUTES } from './helpers/all-routes';
import type { Tree } from './helpers/all-routes';
import { collectDataWords, untranslatedText } from './helpers/untranslated-text';

/**
 * Languages (docs/i18n.md). In the pseudo-locale every catalogue message is accented and longer,
 * so a visible word in plain English either came from the server's data or skipped the catalogue:
 * every route of both trees and the staff area is opened in it, one signed-in page per tree.
 */

const inLocale = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

const trees: Tree[] = ['signed-out-desktop', 'signed-out-mobile', 'desktop', 'mobile', 'staff'];

for (const tree of trees) {
  test(`${tree}: every visible word of every route comes from a catalogue (pseudo-locale)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await openTree(browser, tree);
    const page = await context.newPage();
    const dataWords = collectDataWords(page);
    const found: string[] = [];
    for (const route of ROUTES.filter((candidate) => candidate.tree === tree)) {
      const path = route.resolve ? await route.resolve(page) : route.path;
      await page.goto(inLocale(path, 'en-XA'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await (route.ready ?? (async () => undefined))(page);
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
      found.push(...(await untranslatedText(page, dataWords)).map((text) => `${route.path} ${text}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });
}
