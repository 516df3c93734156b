/**
 * The look of every route, before and after a change to styling: starts the server over this
 * checkout's dist/ and over another checkout's (BASELINE, e.g. `git archive main | tar -x -C
 * /tmp/base`, built there), signs in on both, screenshots each route of the desktop tree, the phone
 * tree and the staff area at the same size once its data is shown, and counts the pixels that
 * differ. Screens and difference images go to OUT (default bench-results/route-screens, outside git).
 *
 *   BASELINE=/tmp/base npx tsx scripts/compare-route-screens.ts   (BENCH_PORT, default 18900)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, MOBILE_UA, signIn } from './bench/browser';
import { ROOT } from './bench/build';
import { NAME_HELPER } from './bench/runtime-styles';
import { startServer } from './bench/server';

const PORT = Number(process.env.BENCH_PORT ?? 18900);
const BASELINE = process.env.BASELINE;
const OUT = path.resolve(process.env.OUT ?? path.join(ROOT, 'bench-results', 'route-screens'));
const PARTNER = 'ops@gcash.demo';
const STAFF = 'staff@partner-portal.demo';

type Tree = 'desktop' | 'mobile' | 'staff' | 'signed-out-desktop' | 'signed-out-mobile';

const ROUTES: [Tree, string][] = [
  ['signed-out-desktop', '/auth/login'],
  ['signed-out-mobile', '/mobile/auth/login'],
  ['desktop', '/overview'],
  ['desktop', '/change-psd'],
  ['desktop', '/events-carousel-detail'],
  ['desktop', '/performance-insights'],
  ['desktop', '/exclusive-incentives'],
  ['desktop', '/interactive-calendar'],
  ['desktop', '/operation-log'],
  ['desktop', '/account-management'],
  ['desktop', '/contracts'],
  ['desktop', '/business-insights/QBR'],
  ['desktop', '/business-insights/Newsletter'],
  ['desktop', '/newsletter'],
  ['desktop', '/alerts'],
  ['desktop', '/no-authority'],
  ['desktop', '/no-such-page'],
  ['mobile', '/mobile/overview'],
  ['mobile', '/mobile/change-psd'],
  ['mobile', '/mobile/events-carousel-detail'],
  ['mobile', '/mobile/performance-insights'],
  ['mobile', '/mobile/exclusive-incentives'],
  ['mobile', '/mobile/operation-log'],
  ['mobile', '/mobile/account-management'],
  ['mobile', '/mobile/contracts'],
  ['mobile', '/mobile/business-insights/QBR'],
  ['mobile', '/mobile/alerts'],
  ['staff', '/iboss/configuration'],
  ['staff', '/iboss/carousel/detail'],
  ['staff', '/iboss/df/detail'],
  ['staff', '/iboss/user'],
  ['staff', '/iboss/contract/detail'],
];

/** Same screen, nothing moving: data shown, spinners gone, carousels stopped, fonts loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document.querySelector('main, [data-block], form') !== null &&
        document.querySelectorAll('[data-state="loading"], .pp-spin-spinning, .pp-skeleton-active').length ===
          0,
      undefined,
      { timeout: 30_000, polling: 200 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
  });
}

async function shoot(browser: Browser, origin: string, tree: Tree, route: string, file: string) {
  const mobile = tree === 'mobile' || tree === 'signed-out-mobile';
  const context = await browser.newContext(
    mobile
      ? { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 860 } },
  );
  if (tree === 'desktop' || tree === 'mobile') await signIn(context, origin, PARTNER);
  if (tree === 'staff') await signIn(context, origin, STAFF);
  const page = await context.newPage();
  // Same clock on both sides: dates drawn relative to today match.
  await page.clock.setFixedTime(new Date('2026-11-28T09:00:00Z'));
  await page.goto(`${origin}${route}`);
  await settle(page);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await context.close();
}

/** Compares two screenshots in a blank page's canvas; writes a difference image (changed pixels red). */
async function difference(browser: Browser, a: string, b: string, out: string) {
  const page = await browser.newPage();
  await page.evaluate(NAME_HELPER.content);
  const dataUrl = (file: string) => `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;
  const result = await page.evaluate(
    async ([srcA, srcB]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = src;
        });
      const [before, after] = await Promise.all([load(srcA), load(srcB)]);
      const width = Math.max(before.width, after.width);
      const height = Math.max(before.height, after.height);
      const pixelsOf = (image: HTMLImageElement) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height);
      };
      const [pa, pb] = [pixelsOf(before), pixelsOf(after)];
      const outside = (x: number, y: number) =>
        x >= before.width || y >= before.height || x >= after.width || y >= after.height;
      let pixels = 0;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          const delta =
            Math.abs(pa.data[i] - pb.data[i]) +
            Math.abs(pa.data[i + 1] - pb.data[i + 1]) +
            Math.abs(pa.data[i + 2] - pb.data[i + 2]);
          if (delta >= 24 || outside(x, y)) {
            pixels += 1;
            pb.data.set([255, 0, 0, 255], i);
          } else {
            const grey = (pb.data[i] + pb.data[i + 1] + pb.data[i + 2]) / 6 + 128;
            pb.data.set([grey, grey, grey, 255], i);
          }
        }
      }
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')!.putImageData(pb, 0, 0);
      const size =
        before.width === after.width && before.height === after.height
          ? `${after.width}x${after.height}`
          : `${before.width}x${before.height} -> ${after.width}x${after.height}`;
      return { pixels, share: pixels / (width * height), size, png: canvas.toDataURL('image/png') };
    },
    [dataUrl(a), dataUrl(b)],
  );
  await page.close();
  fs.writeFileSync(out, Buffer.from(result.png.split(',')[1], 'base64'));
  return result;
}

async function main() {
  if (!BASELINE) throw new Error('BASELINE=<folder of the other checkout, built> is required');
  fs.mkdirSync(OUT, { recursive: true });
  const [base, current] = await Promise.all([
    startServer(PORT, {}, path.resolve(BASELINE)),
    startServer(PORT + 10),
  ]);
  const browser = await launchChromium();
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
  try {
    for (const [tree, route] of ROUTES.filter(([, r]) => r.includes(only))) {
      const name = `${tree}${route.replace(/[/?=]/g, '_')}`;
      const [a, b] = ['before', 'after'].map((side) => path.join(OUT, `${name}.${side}.png`));
      await shoot(browser, base.portalOrigin, tree, route, a);
      await shoot(browser, current.portalOrigin, tree, route, b);
      const { pixels, share, size } = await difference(browser, a, b, path.join(OUT, `${name}.diff.png`));
      console.log(
        `${(share * 100).toFixed(3).padStart(8)}%  ${String(pixels).padStart(8)} px  ${size.padEnd(24)} ${tree} ${route}`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all([base.stop(), current.stop()]);
  }
  console.log(`screens and differences in ${OUT}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
