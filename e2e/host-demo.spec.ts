import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './helpers/console-errors';
import { desktopContext, mobileContext } from './helpers/devices';
import { hostOrigin, portalOrigin } from './helpers/ports';
import { signIn } from './helpers/session';

test.use(desktopContext);

const STYLE_PROPS = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'border-radius',
  'border-top-color',
  'cursor',
  'padding-top',
];

function hostLooks(page: Page) {
  return page.evaluate((props) => {
    const read = (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    const root = getComputedStyle(document.documentElement);
    return {
      button: read('#host-button'),
      link: read('#host-link'),
      body: read('body'),
      rootVars: [...root].filter((name) => name.startsWith('--adm') || name.startsWith('--pp')),
    };
  }, STYLE_PROPS);
}

/** Style sheets and popups outside the portal container (the host's own are the baseline). */
function documentLeftovers(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('#portal-container')!;
    const outside = (el: Element) => !container.contains(el);
    return {
      sheets: [...document.querySelectorAll('style, link[rel="stylesheet"]')]
        .filter(outside)
        .map((el) => el.outerHTML.slice(0, 80)),
      popups: [...document.querySelectorAll('[class*="pp-"], [class*="adm-"], .partner-portal')].filter(
        outside,
      ).length,
      containerChildren: container.childElementCount,
    };
  });
}

/**
 * Every node of the host's document (elements, text, comments) outside the portal container, each
 * described briefly, so a leftover shows what it is.
 */
function nodesOutsideContainer(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('#portal-container')!;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    const nodes: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (container.contains(node)) continue;
      const element = node instanceof Element ? node : null;
      nodes.push(
        element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`
          : `${node.nodeName}`,
      );
    }
    return nodes;
  });
}

/** The container's only child is a shadow host holding the portal (strictStyleIsolation). */
function shadowHosted(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('#portal-container')!;
    const host = container.firstElementChild;
    return (
      container.childElementCount === 1 &&
      host?.shadowRoot?.querySelector('.partner-portal') instanceof HTMLElement
    );
  });
}

async function enterPortal(page: Page) {
  await page.locator('#host-portal-link').click();
  await expect(page.locator('#portal-container').getByRole('menu')).toBeVisible();
}

async function leavePortal(page: Page) {
  await page.locator('#host-home-link').click();
  await expect(page.locator('#portal-container')).toBeEmpty();
}

test.describe('demo host (qiankun, portal on its own origin)', () => {
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  // docs/embedding.md: the sandbox modes a host may use. qiankun's router with `start()` (the
  // default, 20 cycles), the host calling loadMicroApp into a new element each visit,
  // experimentalStyleIsolation, and strictStyleIsolation (the portal in a Shadow DOM).
  const MODES = [
    { name: 'start()', query: '', cycles: 20 },
    { name: 'loadMicroApp into a new container each visit', query: '?mount=manual', cycles: 8 },
    { name: 'experimentalStyleIsolation', query: '?isolation=scoped', cycles: 8 },
    { name: 'strictStyleIsolation (Shadow DOM)', query: '?isolation=strict', cycles: 8 },
  ];
  for (const mode of MODES) {
    test(`${mode.name}: ${mode.cycles} cycles of entering and leaving leave nothing behind and never restyle the host`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = collectConsoleErrors(page);
      await page.goto(`${hostOrigin}/${mode.query}`);
      await expect(page.getByRole('heading', { name: 'Host application' })).toBeVisible();
      const looksBefore = await hostLooks(page);
      const baseline = await documentLeftovers(page);
      const nodesBefore = await nodesOutsideContainer(page);
      expect(baseline.containerChildren).toBe(0);

      for (let cycle = 1; cycle <= mode.cycles; cycle += 1) {
        await enterPortal(page);
        if (mode.query === '?mount=manual') {
          await expect(page.locator(`#portal-container > [data-portal-slot="${cycle}"]`)).toHaveCount(1);
        }
        if (mode.query === '?isolation=strict') {
          // The portal really is in qiankun's shadow root (the checks below see only the host's tree).
          expect(await shadowHosted(page), `portal in a shadow root, cycle ${cycle}`).toBe(true);
        }
        expect(await hostLooks(page), `host style while mounted, cycle ${cycle}`).toEqual(looksBefore);
        await leavePortal(page);
        const leftovers = await documentLeftovers(page);
        const nodes = await nodesOutsideContainer(page);
        if (mode.query === '?isolation=scoped') {
          // qiankun's scoped CSS makes one empty, disabled <style> in the host's body, once, as the
          // work space where it rewrites every scoped app's rules; it belongs to the host's qiankun
          // and stays for the next mount. Apart from that one, nothing may be left.
          const workspace = '<style></style>';
          const extra = leftovers.sheets.filter((sheet) => sheet === workspace).length;
          expect(extra, `qiankun's work space, cycle ${cycle}`).toBeLessThanOrEqual(1);
          const without = <T>(list: T[], item: T) => list.filter((entry) => entry !== item);
          expect({ ...leftovers, sheets: without(leftovers.sheets, workspace) }).toEqual(baseline);
          expect(nodes.length - without(nodes, 'style').length).toBeLessThanOrEqual(
            nodesBefore.length - without(nodesBefore, 'style').length + 1,
          );
          expect(without(nodes, 'style'), `nodes outside the container, cycle ${cycle}`).toEqual(
            without(nodesBefore, 'style'),
          );
        } else {
          expect(leftovers, `leftovers after cycle ${cycle}`).toEqual(baseline);
          expect(nodes, `nodes outside the container, cycle ${cycle}`).toEqual(nodesBefore);
        }
        expect(await hostLooks(page), `host style after cycle ${cycle}`).toEqual(looksBefore);
      }
      expect(errors.messages).toEqual([]);
    });
  }

  for (const isolation of ['default', 'strict'] as const) {
    test(`popups open inside the portal container and go with it (${isolation} style isolation)`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`${hostOrigin}/${isolation === 'strict' ? '?isolation=strict' : ''}`);
      const baseline = await documentLeftovers(page);
      const nodesBefore = await nodesOutsideContainer(page);
      for (let cycle = 1; cycle <= 3; cycle += 1) {
        await enterPortal(page);
        const portal = page.locator('#portal-container');
        await portal.getByRole('button', { name: 'Account menu' }).click();
        await expect(portal.getByRole('menuitem').first()).toBeVisible();
        await portal.getByRole('button', { name: /^Notifications/ }).click();
        await expect(portal.getByRole('dialog')).toBeVisible();
        expect((await documentLeftovers(page)).popups, 'no portal popup outside the container').toBe(0);
        // The drawer's mask covers the host's links, as a modal should: the host navigates away itself.
        await page.locator('#host-home-link').dispatchEvent('click');
        await expect(page.locator('#portal-container')).toBeEmpty();
        expect(await documentLeftovers(page)).toEqual(baseline);
        expect(await nodesOutsideContainer(page), `nodes outside the container, cycle ${cycle}`).toEqual(
          nodesBefore,
        );
      }
      expect(errors.messages).toEqual([]);
    });
  }

  test('the portal routes under /portal, reports route changes to the host sink and never leaves the base path', async ({
    page,
  }) => {
    await page.goto(`${hostOrigin}/`);
    await enterPortal(page);
    await expect(page).toHaveURL(`${hostOrigin}/portal/overview`);
    await page
      .locator('#portal-container')
      .getByRole('menu')
      .getByRole('link', { name: 'Contracts' })
      .click();
    await expect(page).toHaveURL(`${hostOrigin}/portal/contracts`);
    await expect(
      page.locator('#portal-container').getByRole('heading', { name: 'Contracts', level: 1 }),
    ).toBeVisible();
    const events = await page.evaluate(() => window.__hostMonitorEvents as { code: number; path: string }[]);
    expect(events.filter((e) => e.code === 500).map((e) => e.path)).toEqual(
      expect.arrayContaining(['/overview', '/contracts']),
    );
  });

  test('scripts and styles come from the portal origin (runtime public path)', async ({ page }) => {
    const fromPortal: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(portalOrigin) && /\.(js|css)$/.test(request.url()))
        fromPortal.push(request.url());
    });
    await page.goto(`${hostOrigin}/portal/overview`);
    await expect(page.locator('#portal-container').getByRole('menu')).toBeVisible();
    expect(fromPortal.some((url) => /\/js\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(fromPortal.some((url) => /\/js\/desktop-tree\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  });

  test('after the portal was opened on its own, the host starts it from the same cached files', async ({
    page,
  }) => {
    // The standalone page asks for its scripts without an Origin; the browser keeps those answers
    // for a year and reuses them for the host's cross-origin requests (spa-static.ts).
    await page.goto(`${portalOrigin}/overview`);
    await expect(page.getByRole('menu')).toBeVisible();
    const errors = collectConsoleErrors(page);
    await page.goto(`${hostOrigin}/portal/overview`);
    await expect(page.locator('#portal-container').getByRole('menu')).toBeVisible();
    expect(errors.messages).toEqual([]);
  });

  for (const mount of ['router', 'manual'] as const) {
    test(`a portal that cannot be reached gets the host's message instead of a blank page (${mount} mount)`, async ({
      page,
    }) => {
      // Port 9 (discard) has nothing listening here: the host's fetch of the portal fails.
      const unreachable = 'http://localhost:9/';
      const query = `portal=${encodeURIComponent(unreachable)}${mount === 'manual' ? '&mount=manual' : ''}`;
      await page.goto(`${hostOrigin}/portal/overview?${query}`);
      const alert = page.locator('#portal-container').getByRole('alert');
      await expect(
        alert.getByRole('heading', { name: 'The partner portal could not be loaded' }),
      ).toBeVisible();
      await expect(alert).toContainText(unreachable);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      // Leaving the portal's route takes the message away with it.
      await page.locator('#host-home-link').click();
      await expect(page.getByRole('heading', { name: 'Host application' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('hash history: the portal lives under #/portal and leaves cleanly', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${hostOrigin}/?history=hash`);
    const looksBefore = await hostLooks(page);
    const baseline = await documentLeftovers(page);
    const nodesBefore = await nodesOutsideContainer(page);
    for (let cycle = 1; cycle <= 3; cycle += 1) {
      await enterPortal(page);
      await expect(page).toHaveURL(`${hostOrigin}/#/portal/overview`);
      await page
        .locator('#portal-container')
        .getByRole('menu')
        .getByRole('link', { name: 'Operation log' })
        .click();
      await expect(page).toHaveURL(`${hostOrigin}/#/portal/operation-log`);
      await expect(
        page.locator('#portal-container').getByRole('heading', { name: 'Operation log', level: 1 }),
      ).toBeVisible();
      await leavePortal(page);
      expect(await documentLeftovers(page), `leftovers after cycle ${cycle}`).toEqual(baseline);
      expect(await nodesOutsideContainer(page), `nodes outside the container, cycle ${cycle}`).toEqual(
        nodesBefore,
      );
      expect(await hostLooks(page)).toEqual(looksBefore);
    }
    expect(errors.messages).toEqual([]);
  });
});

test.describe('demo host on a phone', () => {
  test.use(mobileContext);
  test.beforeEach(async ({ context }) => signIn(context, portalOrigin));

  test("antd-mobile's pixel testers live in the portal, measure, and leave with it", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${hostOrigin}/`);
    const nodesBefore = await nodesOutsideContainer(page);
    const portal = page.locator('#portal-container');
    for (let cycle = 1; cycle <= 3; cycle += 1) {
      await page.locator('#host-portal-link').click();
      await expect(page).toHaveURL(`${hostOrigin}/portal/mobile/overview`);
      await expect(portal.getByRole('group', { name: 'Latest complete month' })).toBeVisible();
      const testers = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('div.adm-px-tester')].map((tester) => ({
          inside: document.querySelector('#portal-container')!.contains(tester),
          size: tester.style.getPropertyValue('--size'),
          height: tester.getBoundingClientRect().height,
        })),
      );
      expect(testers).toHaveLength(2);
      expect(testers.every((tester) => tester.inside)).toBe(true);
      // antd-mobile's own sizing: the ten-pixel tester measures 10 px at the default root size.
      expect(testers.find((tester) => tester.size === '10')?.height).toBe(10);
      await page.locator('#host-home-link').dispatchEvent('click');
      await expect(portal).toBeEmpty();
      expect(await nodesOutsideContainer(page), `nodes outside the container, cycle ${cycle}`).toEqual(
        nodesBefore,
      );
    }
    expect(errors.messages).toEqual([]);
  });
});
