import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { collectConsoleErrors, SIGNED_OUT_NOISE } from './helpers/console-errors';
import { desktopContext } from './helpers/devices';
import { e2eEnv } from '../playwright.config';
import { brokenMedia } from './helpers/media';
import { hostOrigin, portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';

/**
 * Once the overview's carousel and the partner logo have loaded, no image or video of the page
 * (the portal's, inside the container or its shadow root) failed: media URLs point at the portal's
 * origin, not at the host's.
 */
async function expectNoBrokenMedia(page: Page, portal: Locator) {
  await expect(portal.locator('[data-block="carousel"]')).toHaveAttribute('data-state', 'ready', {
    timeout: 20_000,
  });
  const logo = portal.locator('img[alt="GCash logo"]').first();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await brokenMedia(page)).toEqual([]);
}

/**
 * The portal as a guest in hosts that are not like the demo host's default set-up
 * (docs/embedding.md): a host on another site, and a host with hostile element rules.
 */
test.use(desktopContext);

// localhost and 127.0.0.1 are different sites: the portal's cookie never reaches the host's page.
const crossSiteHost = `http://127.0.0.1:${e2eEnv.hostPort}`;

test('signs in through its own login screen in a host on another site, and signs out', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page, SIGNED_OUT_NOISE);
  await page.goto(`${crossSiteHost}/?portal=${encodeURIComponent(portalOrigin)}`);
  await page.locator('#host-portal-link').click();
  const portal = page.locator('#portal-container');
  await expect(portal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await portal.getByLabel('Email').fill('ops@gcash.demo');
  await portal.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await portal.getByRole('button', { name: 'Sign in' }).click();

  await expect(portal.getByRole('menu')).toBeVisible();
  await expect(page).toHaveURL(`${crossSiteHost}/portal/overview`);
  await expect(portal.getByText('GCash').first()).toBeVisible();
  await expectNoBrokenMedia(page, portal);
  // The browser refused the portal origin's cookie from the cross-site answer; the client kept
  // the token from the body on the host's document instead.
  const cookies = await context.cookies([portalOrigin, crossSiteHost]);
  expect(cookies.filter((c) => c.name === 'ctoken').map((c) => c.domain)).toEqual(['127.0.0.1']);

  // A reload keeps the session.
  await page.reload();
  await expect(portal.getByRole('menu')).toBeVisible();

  await portal.getByRole('button', { name: 'Account menu' }).click();
  await portal.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(portal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(portal.getByText('You have signed out.')).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === 'ctoken')).toEqual([]);
  expect(errors.messages).toEqual([]);
});

/** A host that styles bare elements loudly (and its own antd / antd-mobile classes). */
const HOSTILE_CSS = `
  body { margin: 37px; letter-spacing: 3px; text-transform: uppercase; }
  h1, h2, h3, h4 { color: rgb(255, 0, 0); font-family: 'Courier New', monospace; text-transform: lowercase; letter-spacing: 9px; }
  button { font-family: 'Courier New', monospace; text-transform: uppercase; border: 4px dashed rgb(255, 0, 0); background: rgb(255, 255, 0); letter-spacing: 5px; }
  a { font-weight: 900; color: rgb(255, 0, 0); text-transform: uppercase; letter-spacing: 7px; }
  img { border: 6px solid rgb(255, 0, 0); padding: 4px; border-radius: 50%; }
  ul, li { list-style: square; letter-spacing: 2px; }
  .ant-btn, .adm-button { background: rgb(0, 255, 0); }
`;

const PROPS = [
  'color',
  'font-family',
  'font-weight',
  'text-transform',
  'letter-spacing',
  'border-top-width',
  'border-top-style',
  'background-color',
  'padding-top',
  'border-top-left-radius',
];

const look = (locator: Locator) =>
  locator.evaluate((element, props) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
  }, PROPS);

/** A heading, a button, a link and an image of the desktop overview, as computed. */
async function portalLooks(scope: Locator | Page) {
  const main = scope.getByRole('main');
  return {
    heading: await look(main.getByRole('heading').first()),
    button: await look(scope.getByRole('button', { name: 'Account menu' })),
    link: await look(scope.getByRole('menu').getByRole('link').first()),
    image: await look(scope.getByRole('img', { name: 'GCash logo' })),
  };
}

test.describe('a host with hostile element rules', () => {
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  for (const isolation of ['default', 'scoped', 'strict'] as const) {
    test(`the host's element rules do not restyle the portal (${isolation} style isolation)`, async ({
      page,
      browser,
    }) => {
      const errors = collectConsoleErrors(page);
      // What the same elements look like standalone, where no host rule exists (in a context of
      // its own, so the host page does not reuse the standalone page's cached assets).
      const own = await browser.newContext(desktopContext);
      await signIn(own, portalOrigin);
      const standalonePage = await own.newPage();
      await standalonePage.goto(`${portalOrigin}/overview`);
      await expect(standalonePage.getByRole('img', { name: 'GCash logo' })).toBeVisible();
      const standalone = await portalLooks(standalonePage);
      await own.close();

      await page.goto(`${hostOrigin}/?history=browser&isolation=${isolation}`);
      await page.addStyleTag({ content: HOSTILE_CSS });
      const hostHeading = await look(page.getByRole('heading', { name: 'Host application' }));
      expect(hostHeading['color']).toBe('rgb(255, 0, 0)');
      await page.locator('#host-portal-link').click();
      const portal = page.locator('#portal-container');
      await expect(portal.getByRole('img', { name: 'GCash logo' })).toBeVisible();
      if (isolation === 'strict') {
        expect(await portal.evaluate((el) => el.firstElementChild?.shadowRoot !== null)).toBe(true);
      }
      expect(await portalLooks(portal)).toEqual(standalone);
      await expectNoBrokenMedia(page, portal);
      // The portal's reset stays inside: the host's heading keeps the host's rule.
      expect(
        await look(page.getByRole('heading', { name: 'Host application', includeHidden: true })),
      ).toEqual(hostHeading);
      expect(errors.messages).toEqual([]);
    });
  }
});
