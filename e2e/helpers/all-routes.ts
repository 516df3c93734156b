import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { desktopContext, mobileContext } from './devices';
import { portalOrigin } from './ports';
import { apiCall, PARTNER_EMAIL, signIn, STAFF_EMAIL } from './session';
import { FEATURED_API } from '../../contract/featured/constants';

/**
 * Every route of both trees and the staff area, with what shows it is ready: the accessibility
 * gate and the language checks open each of them. A new section adds its routes here.
 */

export type Tree = 'desktop' | 'mobile' | 'staff' | 'signed-out-desktop' | 'signed-out-mobile';

export interface RouteCase {
  tree: Tree;
  path: string;
  /** The address to open when `path` names a seeded record (`:id`), read from the API. */
  resolve?: (page: Page) => Promise<string>;
  /** Visible once the screen has its data (the default: the page's level-1 heading). */
  ready?: (page: Page) => Promise<void>;
}

export const headingShown = async (page: Page) => {
  await expect(page.getByRole('heading').or(page.getByRole('main')).first()).toBeVisible({
    timeout: 20_000,
  });
};

/** Blocks that load their own data carry data-state; wait until none is still loading. */
export const blocksSettled = async (page: Page) => {
  await headingShown(page);
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
  // A table refreshing its data dims its rows (antd Spin), which axe would read as low contrast.
  await expect(page.locator('.pp-spin-blur')).toHaveCount(0, { timeout: 20_000 });
};

/** A seeded event of the signed-in partner (the featured list the overview shows). */
const seededEventDetail = async (page: Page) => {
  const { eventList } = await apiCall<{ eventList: { id: string }[] }>(
    page.context(),
    portalOrigin,
    FEATURED_API.list,
    {},
  );
  return `/event-detail/${eventList[0].id}`;
};

/** The alert rules listed (the seeded rule of the demo partner at least). */
export const rulesShown = async (page: Page) => {
  await headingShown(page);
  await expect(page.locator('[data-rule]').first()).toBeVisible({ timeout: 20_000 });
};

export const ROUTES: RouteCase[] = [
  { tree: 'signed-out-desktop', path: '/auth/login' },
  { tree: 'signed-out-desktop', path: '/auth/check-email' },
  { tree: 'signed-out-mobile', path: '/mobile/auth/login' },
  { tree: 'signed-out-mobile', path: '/mobile/auth/check-email' },
  // A link that is not (or no longer) valid: the page checks it and says so.
  { tree: 'signed-out-desktop', path: '/auth/reset-password?token=not-a-real-token', ready: blocksSettled },
  {
    tree: 'signed-out-mobile',
    path: '/mobile/auth/reset-password?token=not-a-real-token',
    ready: blocksSettled,
  },
  { tree: 'desktop', path: '/overview', ready: blocksSettled },
  { tree: 'desktop', path: '/change-psd' },
  { tree: 'desktop', path: '/events-carousel-detail', ready: blocksSettled },
  { tree: 'desktop', path: '/no-such-page' },
  { tree: 'mobile', path: '/mobile/overview', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/change-psd' },
  { tree: 'mobile', path: '/mobile/events-carousel-detail', ready: blocksSettled },
  { tree: 'staff', path: '/iboss/configuration' },
  { tree: 'staff', path: '/iboss/carousel/detail' },
  { tree: 'staff', path: '/iboss/df/detail', ready: blocksSettled },
  { tree: 'staff', path: '/iboss/user', ready: blocksSettled },
  { tree: 'staff', path: '/iboss/contract/detail' },
  { tree: 'desktop', path: '/performance-insights', ready: blocksSettled },
  { tree: 'desktop', path: '/exclusive-incentives', ready: blocksSettled },
  { tree: 'desktop', path: '/interactive-calendar', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/performance-insights', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/exclusive-incentives', ready: blocksSettled },
  { tree: 'desktop', path: '/operation-log', ready: blocksSettled },
  { tree: 'desktop', path: '/account-management', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/operation-log', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/account-management', ready: blocksSettled },
  { tree: 'desktop', path: '/contracts', ready: blocksSettled },
  { tree: 'desktop', path: '/business-insights/Newsletter', ready: blocksSettled },
  { tree: 'desktop', path: '/business-insights/QBR', ready: blocksSettled },
  { tree: 'desktop', path: '/newsletter', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/contracts', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/contracts/contract-details', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/business-insights/QBR', ready: blocksSettled },
  { tree: 'desktop', path: '/event-detail/:id', resolve: seededEventDetail, ready: blocksSettled },
  { tree: 'desktop', path: '/no-authority' },
  { tree: 'mobile', path: '/mobile/no-authority' },
  { tree: 'mobile', path: '/mobile/business-insights/Newsletter', ready: blocksSettled },
  { tree: 'mobile', path: '/mobile/no-such-page' },
  { tree: 'desktop', path: '/alerts', ready: rulesShown },
  { tree: 'mobile', path: '/mobile/alerts', ready: rulesShown },
];

/** A context for the tree, signed in as its usual account (or `email`). */
export async function openTree(browser: Browser, tree: Tree, email = PARTNER_EMAIL) {
  const mobile = tree === 'mobile' || tree === 'signed-out-mobile';
  const context = await browser.newContext(mobile ? mobileContext : desktopContext);
  if (tree === 'desktop' || tree === 'mobile') await signIn(context, portalOrigin, email);
  if (tree === 'staff') await signIn(context, portalOrigin, STAFF_EMAIL);
  return context;
}

