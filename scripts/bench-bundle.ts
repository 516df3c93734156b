/**
 * npm run bench:bundle — first-load bytes of the shell (compressed, as transferred, measured in
 * Chromium) and the build-stats evidence that the desktop and mobile trees never share a UI kit.
 * Builds if dist/ is missing, starts the real server on its own ports with a temporary data dir.
 * Signed out, /overview and /mobile/overview end on the login screen: that is the shell's first
 * load. A signed-in measurement can reuse measureFirstLoad() with `prepare: signIn`.
 */
import type { BrowserContext } from 'playwright-core';
import { launchChromium, MOBILE_UA, signIn } from './bench/browser';
import { ensureBuild } from './bench/build';
import { kitSeparation } from './bench/chunk-report';
import { measureFirstLoad, printFirstLoad } from './bench/first-load';
import { startServer } from './bench/server';

const PORT = Number(process.env.BENCH_PORT ?? 18100);
export const DESKTOP_BUDGET_KB = 250;
export const MOBILE_BUDGET_KB = 120;
const DEMO_EMAIL = 'ops@gcash.demo';
const DEMO_PASSWORD = 'Portal#2026';

async function main() {
  ensureBuild();
  const separation = kitSeparation();
  console.log('UI-kit separation (from dist/portal-chunks.json):');
  for (const line of separation.lines) console.log(`  ${line}`);
  console.log(
    `  => ${separation.ok ? 'the desktop tree never loads antd-mobile and the mobile tree never loads antd' : 'SEPARATION BROKEN'}`,
  );

  const server = await startServer(PORT);
  const browser = await launchChromium();
  try {
    const desktop = await measureFirstLoad(browser, {
      label: 'desktop /overview (standalone, signed out)',
      url: `${server.portalOrigin}/overview`,
    });
    printFirstLoad(desktop, DESKTOP_BUDGET_KB);
    const mobile = await measureFirstLoad(browser, {
      label: 'mobile /mobile/overview (standalone, signed out)',
      url: `${server.portalOrigin}/mobile/overview`,
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
    });
    printFirstLoad(mobile, MOBILE_BUDGET_KB);

    // The shell on its own: signed in, on a section that is still heading + layout only.
    const signedIn = (context: BrowserContext) =>
      signIn(context, server.portalOrigin, DEMO_EMAIL, DEMO_PASSWORD);
    printFirstLoad(
      await measureFirstLoad(browser, {
        label: 'desktop shell /performance-insights (standalone, signed in)',
        url: `${server.portalOrigin}/performance-insights`,
        prepare: signedIn,
      }),
      DESKTOP_BUDGET_KB,
    );
    printFirstLoad(
      await measureFirstLoad(browser, {
        label: 'mobile shell /mobile/performance-insights (standalone, signed in)',
        url: `${server.portalOrigin}/mobile/performance-insights`,
        userAgent: MOBILE_UA,
        viewport: { width: 390, height: 844 },
        prepare: signedIn,
      }),
      MOBILE_BUDGET_KB,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  if (!separation.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
