/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { clearCache } from 'ahooks';
import { ANDROID_UA, DESKTOP_UA, here, installBrowserPolyfills, visit } from '@/test/app-test-support';
import { ACCOUNT_MANAGEMENT_API } from '@contract/account-management/constants';
import { DIGEST_API } from '@contract/digest/constants';
import { AUTH_API } from '@contract/auth/constants';
import { DOCUMENT_API } from '@contract/document/constants';
import type { ContractQueryResponse, InsightQueryResponse } from '@contract/document/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { EXCLUSIVE_INCENTIVES_API } from '@contract/exclusive-incentives/constants';
import type { InsightsQueryResponse } from '@contract/insights/schemas';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import type { OperationLogFiltersResponse, OperationLogResponse } from '@contract/operation-log/schemas';
import { MONITOR_API } from '@contract/monitor/constants';
import type { MonitorUsageResponse } from '@contract/monitor/schemas';
import { CONFIG_STAFF_API, DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import type {
  SettingsListResponse,
  StaffDocumentListResponse,
  StaffPartnersResponse,
} from '@contract/staff-content/schemas';
import type { StaffInsightIssuesResponse } from '@contract/staff-content/issues';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import { SECOND_FACTOR_API, SECOND_FACTOR_STAFF_API } from '@contract/second-factor/constants';
import { envelope, http, startMswServer } from '@/test/msw-server';
import {
  emptyOverviewHandlers,
  forgetSession,
  holdSession,
  monitorBatchHandler,
  shellHandlers,
  withSession,
} from '@/test/signed-in-server';
import { act, screen, waitFor } from '@testing-library/react';
import type { MonitorEvent } from '@/shared/monitoring/monitor-event';
import { saveUserInfo } from '@/shared/storage/user-info-storage';
import { createApp } from './create-app';
import type { AppOptions, MountedApp } from './create-app';

// vconsole is a debug tool loaded on phones, outside what is under test.
jest.mock('@/shared/debug/vconsole', () => ({ loadDebugConsole: () => Promise.resolve(() => undefined) }));

// The real session provider, guards, headers and pages, with a signed-in partner and every
// page's calls answered by MSW; a request no handler answers fails the test.
const server = startMswServer(monitorBatchHandler());

installBrowserPolyfills();

// The real pages load here: on a fresh clone the first test of a tree also pays for compiling
// them (jest's transform cache is cold), which took over 30 s on the shared 2-core machine.
jest.setTimeout(60_000);

let app: MountedApp | null = null;
let container: HTMLElement;

/** Figures of a month with no business yet. */
const quietKpi = { value: 0, previousMonth: 0, sameMonthLastYear: 0, momChange: null, yoyChange: null };
const quietMonth: InsightsQueryResponse = envelope({
  year: 2026,
  month: '10',
  isMonthToDate: false,
  elapsedFraction: 1,
  dataAsOf: null,
  currency: 'USD',
  fx: null,
  firstMonth: '2026-10',
  lastMonth: '2026-10',
  availableCountries: [],
  kpis: { volume: quietKpi, txnCount: quietKpi, payingUsers: quietKpi, averageTicket: quietKpi },
  trend: [],
  byCountry: [],
  byCategory: [],
  risers: [],
  fallers: [],
  daily: [],
});
const noPage = { total: 0, pageNum: 1, pageSize: 10 };

/**
 * The calls of the sections the routes lead to, answered for a partner with nothing in them yet:
 * the sections' own tests cover their content, here they only have to show up where routed.
 */
const sectionHandlers = () => [
  // The second factor's cards (their own tests: src/app/desktop/second-factor, iboss configuration).
  http.post(
    `*${SECOND_FACTOR_API.status}`,
    withSession(() =>
      envelope({ status: { enabled: false, required: false, recoveryCodesLeft: 0, rememberedDevices: 0 } }),
    ),
  ),
  http.post(
    `*${SECOND_FACTOR_STAFF_API.partners}`,
    withSession(() => envelope({ partnerList: [] })),
  ),
  http.post(
    `*${DOCUMENT_API.contractQuery}`,
    withSession((): ContractQueryResponse => envelope({ ...noPage, contractList: [] })),
  ),
  http.post(
    `*${DOCUMENT_API.insightQuery}`,
    withSession((): InsightQueryResponse => envelope({ ...noPage, documentList: [], years: [] })),
  ),
  http.post(
    `*${INSIGHTS_API.query}`,
    withSession(() => quietMonth),
  ),
  http.post(
    `*${EXCLUSIVE_INCENTIVES_API.overview}`,
    withSession(() => envelope({ spPortalBiDataDTOList: [] })),
  ),
  http.post(
    `*${ACCOUNT_MANAGEMENT_API.signInSummary}`,
    withSession(() => envelope({ lastSignIn: null, lastFailedSignIn: null })),
  ),
  http.post(
    `*${DIGEST_API.settings}`,
    withSession(() => envelope({ data: { weeklyDigest: true, eligible: true } })),
  ),
  http.post(
    `*${AUTH_API.sessions}`,
    withSession(() => envelope({ sessionList: [] })),
  ),
  http.post(
    `*${OPERATION_LOG_API.query}`,
    withSession((): OperationLogResponse => envelope({ ...noPage, operationLogList: [] })),
  ),
  http.post(
    `*${OPERATION_LOG_API.filters}`,
    withSession((): OperationLogFiltersResponse =>
      envelope({ actionList: [], actorList: [], hasStaffEntries: false }),
    ),
  ),
  // The staff area's first pages: the configuration page and the users list.
  http.post(
    `*${CONFIG_STAFF_API.settingsList}`,
    withSession((): SettingsListResponse => envelope({ settingList: [] })),
  ),
  http.post(
    `*${CONFIG_STAFF_API.partners}`,
    withSession((): StaffPartnersResponse => envelope({ partnerList: [] })),
  ),
  http.post(
    `*${DOCUMENT_STAFF_API.list}`,
    withSession((): StaffDocumentListResponse => envelope({ ...noPage, documentList: [] })),
  ),
  http.post(
    `*${DOCUMENT_STAFF_API.insightIssues}`,
    withSession((): StaffInsightIssuesResponse => envelope({ ...noPage, issueList: [] })),
  ),
  http.post(
    `*${MONITOR_API.usage}`,
    withSession((): MonitorUsageResponse =>
      envelope({ totalViews: 0, totalUsers: 0, pathList: [], partnerList: [] }),
    ),
  ),
  http.post(
    `*${STAFF_USER_API.pageQuery}`,
    withSession(() => envelope({ ...noPage, partnerList: [], userList: [] })),
  ),
];

/** A staff member signed in: the staff guard reads the stored role (ROUTE-STAFF). */
const signInAsStaff = () => saveUserInfo({ email: 'ana@network.demo', role: 'STAFF' });

beforeEach(() => {
  clearCache();
  holdSession();
  server.use(...shellHandlers(), ...emptyOverviewHandlers(), ...sectionHandlers());
});

async function start(path: string, options: Partial<AppOptions> = {}) {
  visit(path);
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    app = await createApp({ container, userAgent: DESKTOP_UA, ...options });
  });
}

afterEach(() => {
  act(() => app?.unmount());
  app = null;
  container.remove();
  visit('/');
  forgetSession();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 15_000 });
/** Which tree was mounted: both show a page of the same title (the overview, sign-in). */
const tree = () => container.querySelector('[data-partner-portal]')?.getAttribute('data-partner-portal');

describe('desktop tree', () => {
  it.each([
    ['/', '/overview', 'Overview'],
    ['/mobile', '/overview', 'Overview'],
    ['/mobile/contracts', '/contracts', 'Contracts'],
    ['/mobile/auth/login', '/auth/login', 'Sign in'],
    [
      '/mobile/performance-insights?year=2025#top',
      '/performance-insights?year=2025#top',
      'Performance insights',
    ],
  ])('%s goes to %s', async (from, to, title) => {
    await start(from);
    expect(await heading(title)).toBeInTheDocument();
    expect(tree()).toBe('desktop');
    expect(here()).toBe(to);
  });

  it.each([
    ['/business-insights/Newsletter', /^Newsletters$/],
    ['/business-insights/QBR', /^Quarterly business reviews$/],
    ['/interactive-calendar', 'Interactive calendar'],
    ['/account-management', 'Account management'],
    ['/operation-log', 'Operation log'],
    ['/exclusive-incentives', 'Exclusive incentives'],
    ['/newsletter', 'Newsletter'],
  ])('%s shows its section inside the layout', async (path, title) => {
    await start(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(here()).toBe(path);
  });

  it.each(['/business-insights/Weekly', '/business-insights/qbr', '/no-such-page'])(
    '%s is not found, with a way back',
    async (path) => {
      await start(path);
      expect(await heading('Page not found')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to overview' })).toBeInTheDocument();
    },
  );

  it('sends /iboss to the first staff page, in the staff layout', async () => {
    signInAsStaff();
    await start('/iboss');
    expect(await heading('Configuration')).toBeInTheDocument();
    expect(here()).toBe('/iboss/configuration');
    expect(screen.getByText('Partner Portal · Staff')).toBeInTheDocument();
  });

  it('logs every route change with code 500, the path and the email or the staff marker', async () => {
    saveUserInfo({ email: 'ops@gcash.demo', role: 'PARTNER' });
    const events: MonitorEvent[] = [];
    await start('/contracts', { monitor: (event) => events.push(event) });
    await heading('Contracts');
    // The staff guard lets in a browser whose last sign-in was a staff member's (ROUTE-STAFF), as
    // when someone signs in as staff in another tab; the email stored is still the partner's.
    saveUserInfo({ email: 'ops@gcash.demo', role: 'STAFF' });
    await act(async () => {
      window.history.pushState(null, '', '/iboss/user');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await heading('Users');
    const routeEvents = events.filter((event) => event.code === 500);
    expect(routeEvents).toEqual([
      expect.objectContaining({ path: '/contracts', user: { email: 'ops@gcash.demo' } }),
      expect.objectContaining({ path: '/iboss/user', user: { staff: 'IBOSS_STAFF' } }),
    ]);
  });
});

describe('mobile tree', () => {
  const mobile = { userAgent: ANDROID_UA };

  it.each([
    ['/', '/mobile/overview', 'Overview'],
    ['/mobile', '/mobile/overview', 'Overview'],
    ['/overview', '/mobile/overview', 'Overview'],
    ['/contracts', '/mobile/contracts', 'Contracts'],
    ['/auth/login?redirect=%2Fcontracts', '/mobile/auth/login?redirect=%2Fcontracts', 'Sign in'],
    ['/business-insights/QBR', '/mobile/business-insights/QBR', /Quarterly business reviews/],
  ])('%s goes to %s', async (from, to, title) => {
    await start(from, mobile);
    expect(await heading(title)).toBeInTheDocument();
    expect(tree()).toBe('mobile');
    expect(here()).toBe(to);
  });

  // Without an id the details screen has nothing to title; the redirect is what is under test.
  it('/contracts/contract-details goes to /mobile/contracts/contract-details', async () => {
    await start('/contracts/contract-details', mobile);
    await waitFor(() => expect(here()).toBe('/mobile/contracts/contract-details'));
  });

  it('shows main sections with a tab bar', async () => {
    await start('/mobile/performance-insights', mobile);
    expect(await heading('Performance insights')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveTextContent(
      /Overview.*Performance.*Incentives.*Contracts.*Account/,
    );
  });

  it.each(['/mobile/no-such-page', '/mobile/business-insights/Weekly'])(
    '%s shows not found without the layout',
    async (path) => {
      await start(path, mobile);
      expect(await heading('Page not found')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      '/newsletter',
      'Newsletters are under Business insights',
      'Open the newsletters',
      '/mobile/business-insights/Newsletter',
    ],
    [
      '/interactive-calendar',
      'The calendar is on the overview',
      "Open the overview's events",
      '/mobile/overview#calendar',
    ],
    ['/event-detail/ev7', 'Events open over the overview', 'Open the event', '/mobile/overview?event=ev7'],
  ])('desktop-only %s offers the nearest mobile screen', async (path, title, action, to) => {
    await start(path, mobile);
    expect(await heading(title)).toBeInTheDocument();
    expect(here()).toBe(`/mobile${path}`);
    act(() => screen.getByRole('button', { name: action }).click());
    await waitFor(() => expect(here()).toBe(to));
  });

  it('tells a phone in the staff area that it needs a larger screen', async () => {
    // Without a session here, the way out is signing in (a signed-in phone is offered a sign-out).
    forgetSession();
    await start('/iboss/user', mobile);
    expect(await heading('The staff area needs a larger screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to sign-in' })).toBeInTheDocument();
    expect(here()).toBe('/iboss/user');
  });
});

describe('browser titles', () => {
  // The portal's own page has a title element (a host's document is left alone: index.test.tsx).
  beforeEach(() => {
    const title = document.createElement('title');
    title.textContent = 'Partner portal';
    document.head.append(title);
  });
  afterEach(() => document.head.querySelector('title')?.remove());

  it.each([
    ['/contracts', 'desktop', 'Contracts', 'Contracts · Partner portal'],
    [
      '/business-insights/QBR',
      'desktop',
      /^Quarterly business reviews$/,
      'Quarterly business reviews · Partner portal',
    ],
    ['/operation-log', 'desktop', 'Operation log', 'Operation log · Partner portal'],
    ['/no-such-page', 'desktop', 'Page not found', 'Page not found · Partner portal'],
    ['/auth/login', 'desktop', 'Sign in', 'Sign in · Partner portal'],
    [
      '/mobile/performance-insights',
      'phone',
      'Performance insights',
      'Performance insights · Partner portal',
    ],
    ['/mobile/business-insights/Newsletter', 'phone', /^Newsletters$/, 'Newsletters · Partner portal'],
    ['/mobile/no-such-page', 'phone', 'Page not found', 'Page not found · Partner portal'],
  ])('%s on a %s is titled after its page', async (path, device, heading_, title) => {
    await start(path, { userAgent: device === 'phone' ? ANDROID_UA : DESKTOP_UA });
    expect(await heading(heading_)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('a staff page is titled after its page', async () => {
    signInAsStaff();
    await start('/iboss/user');
    expect(await heading('Users')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Users · Partner portal'));
  });
});

describe('embedded in a host', () => {
  it('routes under the base path with browser history', async () => {
    await start('/portal/mobile/contracts', { basePath: '/portal' });
    expect(await heading('Contracts')).toBeInTheDocument();
    expect(here()).toBe('/portal/contracts');
  });

  it('routes under the base path with hash history', async () => {
    await start('/#/portal', { basePath: '/portal', historyType: 'hash' });
    expect(await heading('Overview')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/portal/overview'));
  });
});
