/**
 * npm run bench:bundle: the first load of every route, as a user on a slow phone abroad gets it.
 * For each route of both trees and the staff area (signed in with seeded data, cold cache, CPU 4x
 * slower, slow 4G, Chromium): bytes of HTML, scripts and style sheets on the wire (compressed as
 * transferred), the number of script requests, the layout shift (CLS) and the time until the page
 * shows its data. Also the build-stats evidence that the desktop and mobile trees never share a UI
 * kit. Figures go to bench-results/bundle.json.
 *
 *   npm run bench:bundle            prints the figures
 *   npm run test:budgets            the same, and fails when a route is over its line in budgets.json
 *   npx tsx scripts/bench-bundle.ts --only 'staff|overview'    only the lines whose name matches
 *
 * Builds if dist/ is missing; starts the real server on its own port (BENCH_PORT, default 18900)
 * with a temporary data directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { DOCUMENT_API } from '../contract/document/constants';
import type { ContractQueryResponse } from '../contract/document/schemas';
import { FEATURED_API } from '../contract/featured/constants';
import type { FeaturedListResponse } from '../contract/featured/schemas';
import { launchChromium, signIn } from './bench/browser';
import { ensureBuild, ROOT } from './bench/build';
import { kitSeparation } from './bench/chunk-report';
import { pageChunksWithoutLine } from './bench/page-chunk-lines';
import { measureRouteLoad } from './bench/route-load';
import type { RouteLoad } from './bench/route-load';
import { startServer } from './bench/server';

const PORT = Number(process.env.BENCH_PORT ?? 18900);
const CHECK = process.argv.includes('--check');
/** `--only <pattern>`: measure the routes whose line name matches it (a regular expression: `'newsletter|staff'`). */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const BUDGETS_FILE = path.join(ROOT, 'budgets.json');
const RESULTS_FILE = path.join(ROOT, 'bench-results', 'bundle.json');

type Who = 'partner' | 'staff' | null;

interface RouteCase {
  /** The line's name in budgets.json. */
  key: string;
  /** A fixed path, or one built from seeded data (read with the signed-in user's session). */
  path: string | ((request: APIRequestContext, origin: string, token: string) => Promise<string>);
  mobile: boolean;
  who: Who;
  /** Where the page must end up, when not at `path` (signed out: the login page). */
  lands?: string;
}

/** Every route a user can land on. A new section adds its lines here and in budgets.json. */
const ROUTES: RouteCase[] = [
  {
    key: 'desktop shell, signed out (/auth/login)',
    path: '/overview',
    mobile: false,
    who: null,
    lands: '/auth/login',
  },
  {
    key: 'mobile shell, signed out (/mobile/auth/login)',
    path: '/mobile/overview',
    mobile: true,
    who: null,
    lands: '/mobile/auth/login',
  },
  { key: 'desktop shell (/change-psd)', path: '/change-psd', mobile: false, who: 'partner' },
  { key: 'mobile shell (/mobile/change-psd)', path: '/mobile/change-psd', mobile: true, who: 'partner' },
  { key: 'desktop /overview', path: '/overview', mobile: false, who: 'partner' },
  { key: 'mobile /mobile/overview', path: '/mobile/overview', mobile: true, who: 'partner' },
  {
    key: 'desktop /events-carousel-detail',
    path: '/events-carousel-detail',
    mobile: false,
    who: 'partner',
  },
  {
    key: 'mobile /mobile/events-carousel-detail',
    path: '/mobile/events-carousel-detail',
    mobile: true,
    who: 'partner',
  },
  { key: 'staff /iboss/configuration', path: '/iboss/configuration', mobile: false, who: 'staff' },
  { key: 'staff /iboss/carousel/detail', path: '/iboss/carousel/detail', mobile: false, who: 'staff' },
  { key: 'staff /iboss/df/detail', path: '/iboss/df/detail', mobile: false, who: 'staff' },
  { key: 'staff /iboss/user', path: '/iboss/user', mobile: false, who: 'staff' },
  { key: 'staff /iboss/contract/detail', path: '/iboss/contract/detail', mobile: false, who: 'staff' },
  { key: 'desktop /performance-insights', path: '/performance-insights', mobile: false, who: 'partner' },
  { key: 'desktop /exclusive-incentives', path: '/exclusive-incentives', mobile: false, who: 'partner' },
  { key: 'desktop /interactive-calendar', path: '/interactive-calendar', mobile: false, who: 'partner' },
  {
    key: 'mobile /mobile/performance-insights',
    path: '/mobile/performance-insights',
    mobile: true,
    who: 'partner',
  },
  {
    key: 'mobile /mobile/exclusive-incentives',
    path: '/mobile/exclusive-incentives',
    mobile: true,
    who: 'partner',
  },
  { key: 'desktop /operation-log', path: '/operation-log', mobile: false, who: 'partner' },
  { key: 'mobile /mobile/operation-log', path: '/mobile/operation-log', mobile: true, who: 'partner' },
  { key: 'desktop /account-management', path: '/account-management', mobile: false, who: 'partner' },
  {
    key: 'mobile /mobile/account-management',
    path: '/mobile/account-management',
    mobile: true,
    who: 'partner',
  },
  { key: 'desktop /contracts', path: '/contracts', mobile: false, who: 'partner' },
  { key: 'desktop /business-insights/QBR', path: '/business-insights/QBR', mobile: false, who: 'partner' },
  { key: 'mobile /mobile/contracts', path: '/mobile/contracts', mobile: true, who: 'partner' },
  {
    key: 'mobile /mobile/contracts/contract-details',
    path: async (request, origin, token) =>
      `/mobile/contracts/contract-details?id=${encodeURIComponent(await firstContractId(request, origin, token))}`,
    mobile: true,
    who: 'partner',
  },
  { key: 'desktop /newsletter', path: '/newsletter', mobile: false, who: 'partner' },
  {
    key: 'desktop /business-insights/Newsletter',
    path: '/business-insights/Newsletter',
    mobile: false,
    who: 'partner',
  },
  {
    key: 'mobile /mobile/business-insights/Newsletter',
    path: '/mobile/business-insights/Newsletter',
    mobile: true,
    who: 'partner',
  },
  {
    key: 'desktop /event-detail/:id',
    path: async (request, origin, token) =>
      `/event-detail/${encodeURIComponent(await firstEventId(request, origin, token))}`,
    mobile: false,
    who: 'partner',
  },
  {
    key: 'mobile /mobile/business-insights/QBR',
    path: '/mobile/business-insights/QBR',
    mobile: true,
    who: 'partner',
  },
  // The overview in Chinese: its catalogues and the kit's Chinese pack count (docs/i18n.md).
  {
    key: 'desktop /overview in Chinese',
    path: '/overview?locale=zh-CN',
    mobile: false,
    who: 'partner',
    lands: '/overview',
  },
  {
    key: 'mobile /mobile/overview in Chinese',
    path: '/mobile/overview?locale=zh-CN',
    mobile: true,
    who: 'partner',
    lands: '/mobile/overview',
  },
  { key: 'desktop /alerts', path: '/alerts', mobile: false, who: 'partner' },
  { key: 'mobile /mobile/alerts', path: '/mobile/alerts', mobile: true, who: 'partner' },
];

/** The partner's first contract, so the details route opens a real document. */
async function firstContractId(request: APIRequestContext, origin: string, token: string): Promise<string> {
  const response = await request.post(`${origin}${DOCUMENT_API.contractQuery}`, {
    data: { pageNum: 1, pageSize: 1 },
    headers: { ctoken: token },
  });
  const body = (await response.json()) as ContractQueryResponse;
  const first = body.contractList?.[0];
  if (!first) throw new Error(`no seeded contract to open: ${body.resultCode}`);
  return first.documentId;
}

/** The first seeded event the partner's overview features, so the event page opens a real one. */
async function firstEventId(request: APIRequestContext, origin: string, token: string): Promise<string> {
  const response = await request.post(`${origin}${FEATURED_API.list}`, {
    data: {},
    headers: { ctoken: token },
  });
  const body = (await response.json()) as FeaturedListResponse;
  const first = body.eventList?.[0];
  if (!first) throw new Error(`no seeded event to open: ${body.resultCode}`);
  return first.id;
}

/** Signs in on a throwaway context to build a path from seeded data. */
async function resolvePath(
  route: RouteCase,
  browser: Browser,
  origin: string,
  email: string,
): Promise<string> {
  if (typeof route.path === 'string') return route.path;
  const context = await browser.newContext();
  try {
    await signIn(context, origin, email);
    const token = (await context.cookies(origin)).find((cookie) => cookie.name === 'ctoken')?.value ?? '';
    return await route.path(context.request, origin, token);
  } finally {
    await context.close();
  }
}

interface Budget {
  kb: number;
  scripts: number;
  cls: number;
}

const EMAILS: Record<Exclude<Who, null>, string> = {
  partner: 'ops@gcash.demo',
  staff: 'staff@partner-portal.demo',
};

function readBudgets(): Record<string, Budget> {
  return (JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as { routes: Record<string, Budget> }).routes;
}

function verdict(load: RouteLoad, budget: Budget | undefined, lands: string): string[] {
  if (!budget) return ['no line in budgets.json'];
  const over: string[] = [];
  // A sign-in the screen did not accept measures the login page instead (the staff lines once did).
  if (load.finalPath !== lands) over.push(`ended at ${load.finalPath} instead of ${lands}`);
  if (load.codeBytes > budget.kb * 1024)
    over.push(`${(load.codeBytes / 1024).toFixed(1)} KiB > ${budget.kb}`);
  if (load.scriptRequests > budget.scripts) over.push(`${load.scriptRequests} scripts > ${budget.scripts}`);
  if (load.cls > budget.cls) over.push(`CLS ${load.cls} > ${budget.cls}`);
  if (load.filledMs === null) over.push('never showed its data');
  return over;
}

async function main() {
  ensureBuild();
  const separation = kitSeparation();
  console.log('UI-kit separation (from dist/portal-chunks.json):');
  for (const line of separation.lines) console.log(`  ${line}`);
  console.log(
    `  => ${separation.ok ? 'the desktop tree never loads antd-mobile and the mobile tree never loads antd' : 'SEPARATION BROKEN'}`,
  );

  const budgets = readBudgets();
  // Every declared page chunk is measured: a section added without its line would go unwatched.
  const unmeasured = pageChunksWithoutLine(ROUTES.map((route) => route.key));
  if (unmeasured.length) {
    console.log(`\nPage chunks without a route line here: ${unmeasured.join(', ')}`);
    if (CHECK) process.exitCode = 1;
  }
  const server = await startServer(PORT);
  const browser = await launchChromium();
  const results: Record<string, RouteLoad> = {};
  const failures: string[] = [];
  try {
    console.log('\nFirst load per route (cold cache, CPU 4x slower, slow 4G; KiB compressed as transferred)');
    console.log(
      `  ${'route'.padEnd(52)} ${'KiB'.padStart(7)} ${'scripts'.padStart(8)} ${'CLS'.padStart(6)} ${'painted'.padStart(9)} ${'data shown'.padStart(11)}`,
    );
    for (const route of ROUTES.filter((r) => !ONLY || new RegExp(ONLY).test(r.key))) {
      const who = route.who;
      const prepare = who
        ? (context: BrowserContext) => signIn(context, server.portalOrigin, EMAILS[who])
        : undefined;
      const routePath = await resolvePath(route, browser, server.portalOrigin, EMAILS[who ?? 'partner']);
      const load = await measureRouteLoad(browser, {
        url: `${server.portalOrigin}${routePath}`,
        mobile: route.mobile,
        prepare,
        throttled: true,
      });
      results[route.key] = load;
      const over = verdict(load, budgets[route.key], route.lands ?? routePath.split('?')[0]);
      if (over.length) failures.push(`${route.key}: ${over.join(', ')}`);
      console.log(
        `  ${route.key.padEnd(52)} ${(load.codeBytes / 1024).toFixed(1).padStart(7)} ${String(load.scriptRequests).padStart(8)} ${load.cls.toFixed(3).padStart(6)} ${(load.paintedMs === null ? 'never' : `${load.paintedMs} ms`).padStart(9)} ${(load.filledMs === null ? 'never' : `${load.filledMs} ms`).padStart(11)}${over.length ? '  OVER' : ''}`,
      );
      for (const shift of load.shifts) console.log(`      shift at ${shift}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), routes: results }, null, 2)}\n`,
  );
  console.log(`\nFigures written to ${path.relative(ROOT, RESULTS_FILE)}`);
  if (failures.length) {
    console.log(`\nOver budget (budgets.json):\n  ${failures.join('\n  ')}`);
    if (CHECK) process.exitCode = 1;
  } else {
    console.log('\nEvery route is within its budget (budgets.json).');
  }
  if (!separation.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
