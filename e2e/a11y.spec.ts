import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { ADMIN_EMAIL } from './helpers/session';
import { blocksSettled, headingShown, openTree, ROUTES, rulesShown } from './helpers/all-routes';
import type { Tree } from './helpers/all-routes';

/**
 * Accessibility gate: axe-core on every route of both trees and the staff area, signed in with
 * seeded data, and on the dialogs, drawers and popups those screens open. Serious and critical
 * violations fail; a kit-made exception is listed below per rule and selector, with its reason.
 * A new section adds its routes to ROUTES (helpers/all-routes.ts) and its popups to POPUPS.
 */

interface PopupCase {
  tree: Tree;
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
  /** The popup itself: what is behind its mask is checked by the route's own case. */
  scope: string;
  /** Signed in as this account instead of the tree's usual one (e.g. the admin's partner switcher). */
  email?: string;
}

const POPUPS: PopupCase[] = [
  {
    tree: 'desktop',
    name: 'alert rule form',
    path: '/alerts',
    open: async (page) => {
      await rulesShown(page);
      await page.getByRole('button', { name: 'New rule' }).click();
      await expect(page.getByRole('dialog', { name: 'New alert rule' })).toBeVisible();
    },
    scope: '.pp-modal-wrap',
  },
  {
    tree: 'mobile',
    name: 'alert rule form',
    path: '/mobile/alerts',
    open: async (page) => {
      await rulesShown(page);
      await page.getByRole('button', { name: 'New rule' }).click();
      await expect(page.getByRole('dialog', { name: 'New alert rule' })).toBeVisible();
    },
    scope: '.adm-popup-body',
  },
  {
    tree: 'desktop',
    name: 'notification drawer',
    path: '/overview',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await expect(page.locator('[data-block="notifications"]')).toHaveAttribute('data-state', 'ready');
    },
    scope: '.pp-drawer-content-wrapper',
  },
  {
    tree: 'desktop',
    name: 'user menu',
    path: '/overview',
    open: async (page) => {
      await page.getByRole('button', { name: /account menu/i }).click();
      await expect(page.getByRole('menu').last()).toBeVisible();
    },
    scope: '.pp-dropdown',
  },
  {
    tree: 'mobile',
    name: 'notification popup',
    path: '/mobile/overview',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.locator('[data-block="notifications"]')).toHaveAttribute('data-state', 'ready');
    },
    scope: '.adm-popup-body',
  },
  {
    tree: 'mobile',
    name: '"More" sheet',
    path: '/mobile/overview',
    open: async (page) => {
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await expect(page.locator('.adm-popup-body').last()).toBeVisible();
    },
    scope: '.adm-popup-body',
  },
  {
    tree: 'desktop',
    name: 'contract drawer',
    path: '/contracts',
    open: async (page) => {
      await page
        .locator('[data-block="contracts"]')
        .getByRole('button', { name: 'Cross-border Acquiring Master Agreement' })
        .click();
      const drawer = page.locator('[data-block="contract-detail"]');
      await expect(drawer.getByText('Version history')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-block="document-viewer"]').first()).toHaveAttribute(
        'data-state',
        'ready',
        { timeout: 20_000 },
      );
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'mobile',
    name: 'event popup',
    path: '/mobile/overview',
    open: async (page) => {
      await page
        .locator('[data-block="calendar"]')
        .getByRole('button')
        .filter({ hasText: /\d{4}/ })
        .first()
        .click();
      await expect(page.locator('[data-block="event-detail"]')).toHaveAttribute('data-state', 'ready');
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'desktop',
    name: 'new-claim form',
    path: '/overview',
    open: async (page) => {
      await page.getByRole('button', { name: 'New claim' }).click();
      await expect(page.getByRole('dialog', { name: 'Submit a development-fund claim' })).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'mobile',
    name: 'new-claim sheet',
    path: '/mobile/overview',
    open: async (page) => {
      await page.getByRole('button', { name: 'New claim' }).click();
      await expect(page.getByRole('dialog', { name: 'Submit a development-fund claim' })).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'carousel item editor',
    path: '/iboss/carousel/detail',
    open: async (page) => {
      await page.getByRole('button', { name: 'New item' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'user form',
    path: '/iboss/user',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create user' }).click();
      await expect(page.getByRole('dialog', { name: 'Create a user' })).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'budget form',
    path: '/iboss/df/detail',
    open: async (page) => {
      await page.getByRole('button', { name: 'Set budget' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'claim review drawer',
    path: '/iboss/df/detail',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Open claim / })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: /^Claim / });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Start review' })).toBeVisible({ timeout: 20_000 });
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'contract editor',
    path: '/iboss/contract/detail',
    open: async (page) => {
      await page.getByRole('button', { name: 'New contract' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'contract editor of a seeded contract (versions and readers)',
    path: '/iboss/contract/detail',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByText('Who read it')).toBeVisible({ timeout: 20_000 });
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: "publication's partners, versions and readers drawer",
    path: '/iboss/configuration',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Details of / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'withdraw-from-all-partners confirmation',
    path: '/iboss/configuration',
    open: async (page) => {
      await page
        .getByRole('checkbox', { name: /^Select / })
        .first()
        .check();
      await page.getByRole('button', { name: 'Withdraw from all partners' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    scope: '[role="dialog"]',
  },
  {
    tree: 'staff',
    name: 'account actions menu',
    path: '/iboss/user',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^More actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu').last()).toBeVisible();
    },
    scope: '.pp-dropdown',
  },
  {
    tree: 'desktop',
    name: 'partner switcher',
    path: '/overview',
    email: ADMIN_EMAIL,
    open: async (page) => {
      await page.getByRole('button', { name: /Switch partner$/ }).click();
      await expect(page.getByRole('menuitem', { name: /TrueMoney/ })).toBeVisible();
    },
    scope: '[role="menu"]',
  },
  {
    tree: 'mobile',
    name: 'account menu with the partner list',
    path: '/mobile/overview',
    email: ADMIN_EMAIL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.locator('.adm-popup-body').getByText('TNGD', { exact: true })).toBeVisible();
    },
    scope: '.adm-popup-body',
  },
  {
    tree: 'mobile',
    name: 'events sheet',
    path: '/mobile/overview',
    open: async (page) => {
      await page.getByRole('button', { name: 'Events list and filters' }).click();
      const sheet = page.locator('.adm-popup-body').filter({ has: page.locator('#events-sheet-title') });
      await expect(sheet).toBeVisible();
      // The year's events are listed (the seeded calendar has some).
      await expect(sheet.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    },
    scope: '.adm-popup-body',
  },
  {
    tree: 'mobile',
    name: 'claim details sheet (a paid claim, with its proof of payment)',
    path: '/mobile/overview',
    open: async (page) => {
      const claims = page.locator('[data-block="claims"]');
      await expect(claims).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      // The newest claims come first, ten at a time: show more until a paid one is listed.
      const lines = claims.locator('button[aria-haspopup="dialog"]');
      const paid = claims.getByRole('button', { name: /\bPaid\b/ });
      while ((await paid.count()) === 0) {
        const shown = await lines.count();
        await claims.getByRole('button', { name: 'Show more' }).click();
        await expect(lines).not.toHaveCount(shown);
      }
      await paid.first().click();
      const sheet = page.getByRole('dialog', { name: /^Details of claim / });
      await expect(sheet.getByRole('button', { name: /^Payment proof of / })).toBeVisible();
    },
    scope: '.adm-popup-body',
  },
];

for (const route of ROUTES) {
  test(`${route.tree} ${route.path}: no serious or critical axe violations`, async ({ browser }) => {
    const context = await openTree(browser, route.tree);
    const page = await context.newPage();
    await page.goto(route.resolve ? await route.resolve(page) : route.path);
    await (route.ready ?? headingShown)(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

// The same gate in Chinese on a screen of each kind (sign-in, overview, a list, a form, the staff
// area): the page's lang attribute follows the language, and axe judges the Chinese page.
const IN_CHINESE = new Set([
  '/auth/login',
  '/mobile/auth/login',
  '/overview',
  '/mobile/overview',
  '/contracts',
  '/mobile/operation-log',
  '/account-management',
  '/mobile/account-management',
  '/iboss/user',
]);
for (const route of ROUTES.filter((candidate) => IN_CHINESE.has(candidate.path))) {
  test(`${route.tree} ${route.path} in Chinese: lang zh-CN, no serious or critical axe violations`, async ({
    browser,
  }) => {
    const context = await openTree(browser, route.tree);
    const page = await context.newPage();
    await page.goto(`${route.path}?locale=zh-CN`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await (route.ready ?? headingShown)(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

for (const popup of POPUPS) {
  test(`${popup.tree} ${popup.path} with the ${popup.name} open: no serious or critical axe violations`, async ({
    browser,
  }) => {
    const context = await openTree(browser, popup.tree, popup.email);
    const page = await context.newPage();
    await page.goto(popup.path);
    await blocksSettled(page);
    await popup.open(page);
    // The scope must hold the open popup, or axe would have nothing to judge.
    await expect(page.locator(popup.scope).filter({ visible: true }).first()).toBeVisible();
    expect(await seriousViolations(page, popup.scope)).toEqual([]);
    await context.close();
  });
}
