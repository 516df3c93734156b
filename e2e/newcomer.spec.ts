import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { desktopContext, mobileContext } from './helpers/devices';
import { portalOrigin } from './helpers/ports';
import {
  apiCall,
  DEMO_PASSWORD,
  PARTNER_EMAIL,
  prepareDemoSignIn,
  signIn,
  STAFF_EMAIL,
} from './helpers/session';
import { FEATURED_API } from '../contract/featured/constants';

/** No dead ends on either tree, and the sign-in forms check their fields before sending. */

interface FeaturedList {
  today: string;
  eventList: { id: string; title: string; endDate: string }[];
  carouselList: { id: string; title: string; endDate: string }[];
}

async function featured(page: Page): Promise<FeaturedList> {
  return apiCall<FeaturedList>(page.context(), portalOrigin, FEATURED_API.list, {});
}

test.describe('desktop', () => {
  test.use(desktopContext);

  test('the menu\'s "Events" lists highlights and events, current first, past after; each opens its detail', async ({
    page,
    context,
  }) => {
    await signIn(context, portalOrigin, PARTNER_EMAIL);
    await page.goto('/overview');
    await page.getByRole('menuitem', { name: 'Events and highlights' }).click();
    await expect(page).toHaveURL(/\/events-carousel-detail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events and highlights' })).toBeVisible();
    await expect(page.getByText('This item is not available')).toHaveCount(0);

    const data = await featured(page);
    const current = page.locator('[data-group="featured-current"]');
    const past = page.locator('[data-group="featured-past"]');
    const pastEvent = data.eventList.find((e) => e.endDate < data.today)!;
    const currentItem = data.carouselList.find((i) => i.endDate >= data.today)!;
    await expect(past.getByRole('link', { name: pastEvent.title, exact: true }).first()).toBeVisible();
    await expect(current.getByRole('link', { name: new RegExp(currentItem.title) }).first()).toBeVisible();
    // Current comes first on the page.
    const [currentBox, pastBox] = [await current.boundingBox(), await past.boundingBox()];
    expect(currentBox!.y).toBeLessThan(pastBox!.y);

    await current
      .getByRole('link', { name: new RegExp(currentItem.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/events-carousel-detail\\?id=${currentItem.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: currentItem.title })).toBeVisible();
    await page.locator('#pp-main-content').getByRole('link', { name: 'Events and highlights' }).click();
    await past.getByRole('link', { name: pastEvent.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/event-detail/${pastEvent.id}$`));
  });

  test('sign-in applies the password rule before sending, with its message', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/login.json')) calls.push(request.url());
    });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(PARTNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('onlyletters');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText(/Passwords have 6 to 20 characters, not only letters or only digits/),
    ).toBeVisible();
    expect(calls).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });
});

test.describe('phone', () => {
  test.use(mobileContext);

  test('"Events" lists highlights and events; an event opens in its popup', async ({ page, context }) => {
    await signIn(context, portalOrigin, PARTNER_EMAIL);
    await page.goto('/mobile/events-carousel-detail');
    await expect(page.getByRole('heading', { level: 1, name: 'Events and highlights' })).toBeAttached();
    const data = await featured(page);
    const pastEvent = data.eventList.find((e) => e.endDate < data.today)!;
    const past = page.locator('[data-group="featured-past"]');
    await past
      .getByRole('button', { name: new RegExp(pastEvent.title) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: pastEvent.title })).toBeVisible();
  });

  test('staff signing in on a phone learn the staff area needs a larger screen, and can sign out', async ({
    page,
  }) => {
    await prepareDemoSignIn(page.context(), portalOrigin, STAFF_EMAIL);
    await page.goto('/mobile/auth/login');
    await page.getByLabel('Email').fill(STAFF_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'The staff area needs a larger screen' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/mobile\/auth\/login\?notice=signed-out$/);
  });

  test('desktop-only links offer the nearest mobile screen', async ({ page, context }) => {
    await signIn(context, portalOrigin, PARTNER_EMAIL);

    await page.goto('/newsletter');
    await expect(
      page.getByRole('heading', { name: 'Newsletters are under Business insights' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Open the newsletters' }).click();
    await expect(page).toHaveURL(/\/mobile\/business-insights\/Newsletter$/);

    await page.goto('/interactive-calendar');
    await expect(page.getByRole('heading', { name: 'The calendar is on the overview' })).toBeVisible();
    await page.getByRole('button', { name: "Open the overview's events" }).click();
    await expect(page).toHaveURL(/\/mobile\/overview#calendar$/);
    await expect(page.locator('[data-block="calendar"]')).toBeInViewport();

    const event = (await featured(page)).eventList[0];
    await page.goto(`/event-detail/${event.id}`);
    await expect(page.getByRole('heading', { name: 'Events open over the overview' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the event' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: event.title })).toBeVisible();
  });

  test('sign-in on a phone applies the password rule before sending', async ({ page }) => {
    await page.goto('/mobile/auth/login');
    await page.getByLabel('Email').fill(PARTNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText(/Passwords have 6 to 20 characters, not only letters or only digits/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/mobile\/auth\/login$/);
  });
});
