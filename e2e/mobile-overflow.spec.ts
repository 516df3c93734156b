import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';

/**
 * The phone tree fits the screen: on every /mobile route, at the narrowest phone we support
 * (320 px) and a common one (390 px), nothing scrolls sideways and no element is wider than the
 * screen. A block that scrolls or clips sideways on purpose (a wide table in its own scroller, a
 * chart's table for screen readers clipped to a pixel) may hold wider content; the block itself
 * must fit.
 */

const WIDTHS = [320, 390] as const;

interface PhoneRoute {
  path: string;
  signedIn: boolean;
  /** A sheet opened over the page before measuring (measured with the page). */
  sheet?: { name: string; open: (page: Page) => Promise<void> };
}

const ROUTES: PhoneRoute[] = [
  { path: '/mobile/auth/login', signedIn: false },
  { path: '/mobile/auth/check-email', signedIn: false },
  { path: '/mobile/auth/reset-password?token=not-a-real-token', signedIn: false },
  { path: '/mobile/overview', signedIn: true },
  {
    path: '/mobile/overview',
    signedIn: true,
    sheet: {
      name: 'the events sheet',
      open: async (page) => {
        await page.getByRole('button', { name: 'Events list and filters' }).click();
        const sheet = page.locator('.adm-popup-body').filter({ has: page.locator('#events-sheet-title') });
        await expect(sheet.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
      },
    },
  },
  {
    path: '/mobile/overview',
    signedIn: true,
    sheet: {
      name: 'the "More" sheet',
      open: async (page) => {
        await page.getByRole('button', { name: 'More', exact: true }).click();
        await expect(page.locator('.adm-popup-body').last()).toBeVisible();
      },
    },
  },
  { path: '/mobile/performance-insights', signedIn: true },
  { path: '/mobile/exclusive-incentives', signedIn: true },
  { path: '/mobile/contracts', signedIn: true },
  { path: '/mobile/contracts/contract-details', signedIn: true },
  { path: '/mobile/business-insights/Newsletter', signedIn: true },
  { path: '/mobile/business-insights/QBR', signedIn: true },
  { path: '/mobile/account-management', signedIn: true },
  { path: '/mobile/change-psd', signedIn: true },
  { path: '/mobile/operation-log', signedIn: true },
  { path: '/mobile/events-carousel-detail', signedIn: true },
  { path: '/mobile/no-authority', signedIn: true },
  { path: '/mobile/newsletter', signedIn: true },
  { path: '/mobile/interactive-calendar', signedIn: true },
  { path: '/mobile/no-such-page', signedIn: true },
  { path: '/iboss/user', signedIn: true },
];

async function openPhone(browser: Browser, width: number, signedIn: boolean) {
  const context = await browser.newContext({ ...mobileContext, viewport: { width, height: 844 } });
  if (signedIn) await signIn(context, portalOrigin);
  return context;
}

/** Waits for the page's heading and for every block that loads its own data to settle. */
async function settled(page: Page) {
  await expect(page.getByRole('heading').or(page.getByRole('main')).first()).toBeAttached({
    timeout: 20_000,
  });
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
}

/** What sticks out: the document's sideways scroll, and each element wider than the screen. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrollsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }`;
    const wide: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.width <= width + 0.5) continue;
      // Inside a sideways scroller (or clipper) that fits, wider content is its business.
      let parent = element.parentElement;
      let scrolled = false;
      while (parent && parent !== document.body) {
        if (scrollsSideways(parent) && parent.getBoundingClientRect().width <= width + 0.5) {
          scrolled = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!scrolled) wide.push(`${name(element)} is ${Math.round(box.width)} px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, wide: wide.slice(0, 10) };
  });
}

for (const width of WIDTHS) {
  for (const route of ROUTES) {
    const what = route.sheet ? `${route.path} with ${route.sheet.name} open` : route.path;
    test(`${what} at ${width} px: nothing wider than the screen`, async ({ browser }, testInfo) => {
      const context = await openPhone(browser, width, route.signedIn);
      const page = await context.newPage();
      await page.goto(route.path);
      await settled(page);
      if (route.sheet) await route.sheet.open(page);
      const found = await overflow(page);
      testInfo.annotations.push({ type: 'widths', description: JSON.stringify(found) });
      expect(found.wide).toEqual([]);
      expect(found.scrollWidth).toBeLessThanOrEqual(found.clientWidth);
      await context.close();
    });
  }
}
