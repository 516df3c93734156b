/**
 * A signed-in partner answered at the network level (MSW), for tests that render the real app at a
 * URL: the real session provider, guards and headers ask the server who is signed in, and these
 * handlers answer like the server does (a session only from the ctoken header, otherwise the
 * session code with 401).
 */
import { AUTH_API } from '@contract/auth/constants';
import { ACCOUNT_API } from '@contract/account/constants';
import type { CurrentUser } from '@contract/account/schemas';
import { MONITOR_API } from '@contract/monitor/constants';
import { CALENDAR_API } from '@contract/calendar/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { CONFIG_API } from '@contract/config/constants';
import { GROWTH_API } from '@contract/growth/constants';
import { DF_PARTNER_API } from '@contract/df/constants';
import { MERCHANT_API } from '@contract/merchant/constants';
import type { SessionTimingResponse } from '@contract/account-management/schemas';
import { NOTIFICATION_API } from '@contract/notification/constants';
import type { NotificationCountResponse } from '@contract/notification/schemas';
import { PARAMETER_API } from '@contract/parameter/constants';
import type { ParameterResponse } from '@contract/parameter/schemas';
import { PARTNER_API } from '@contract/partner/constants';
import type { AdminAccountResponse, Partner } from '@contract/partner/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { envelope, failure, http, HttpResponse } from './msw-server';

export const SESSION_TOKEN = 'token-of-grace';

/** Answers with `answer()` when the request carries the session, otherwise like a server without one. */
export const withSession =
  <T extends object>(answer: () => T) =>
  ({ request }: { request: Request }) =>
    request.headers.get('ctoken') === SESSION_TOKEN
      ? HttpResponse.json(answer())
      : HttpResponse.json(failure(ResultCode.SESSION_TIMEOUT), { status: 401 });

export const partnerUser: CurrentUser = {
  userId: 'u-1',
  email: 'ops@gcash.demo',
  givenName: 'Grace',
  familyName: 'Cruz',
  fullName: 'Grace Cruz',
  role: 'PARTNER',
  partnerId: 'gcash',
  partnerName: 'GCash',
};

export const gcash: Partner = {
  id: 'gcash',
  name: 'GCash',
  fullName: 'GCash (G-Xchange, Inc.)',
  country: 'PH',
  brandColor: '#0a5bd6',
  logoUrl: null,
  current: true,
};

/** What every signed-in partner page calls: the user, the shell's partner and parameters, the bell. */
export const shellHandlers = ({ unreadCount = 3 } = {}) => [
  http.get(
    `*${ACCOUNT_API.user}`,
    withSession(() => envelope({ data: partnerUser })),
  ),
  http.post(
    `*${PARTNER_API.adminAccount}`,
    withSession((): AdminAccountResponse => envelope({ data: null })),
  ),
  http.post(
    `*${PARAMETER_API.parameter}`,
    withSession((): ParameterResponse =>
      envelope({
        parameterList: [
          { email: partnerUser.email, givenName: 'Grace', familyName: 'Cruz', fullName: 'Grace Cruz' },
        ],
      }),
    ),
  ),
  http.post(
    `*${PARTNER_API.defaultPartner}`,
    withSession(() => envelope({ webRequest: { partner: gcash } })),
  ),
  http.post(
    `*${NOTIFICATION_API.count}`,
    withSession((): NotificationCountResponse => envelope({ unreadCount })),
  ),
  http.post(
    `*${AUTH_API.sessionStatus}`,
    withSession((): SessionTimingResponse =>
      envelope({ idleSeconds: 1800, warningSeconds: 120, remainingSeconds: 1800 }),
    ),
  ),
];

/** The browser holds the session cookie, as after a sign-in. */
export function holdSession(): void {
  document.cookie = `ctoken=${SESSION_TOKEN}; path=/`;
}

/** Forgets the session cookie and what sign-in stored, for the next test. */
export function forgetSession(): void {
  document.cookie = 'ctoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.localStorage.clear();
}

/**
 * The monitoring batches the app sends (on a timer and when it unmounts, which can be after a
 * test's own handlers are reset: pass this to startMswServer).
 */
export const monitorBatchHandler = () =>
  http.post(
    `*${MONITOR_API.batch}`,
    withSession(() => envelope({})),
  );

/**
 * The overview's calls (both trees) answered for a partner with nothing to show yet: no configured
 * text, no slides, events, programs, claims, growth or merchants. Each block then shows its empty
 * state; the blocks' own tests cover their content.
 */
export const emptyOverviewHandlers = () => [
  http.post(`*${CONFIG_API.queryOne}`, async ({ request }) => {
    const { key } = (await request.clone().json()) as { key: string };
    return withSession(() => envelope({ config: { key, value: null } }))({ request });
  }),
  http.all(
    `*${CAROUSEL_API.query}`,
    withSession(() => envelope({ carouselList: [] })),
  ),
  http.all(
    `*${CALENDAR_API.queryYear}`,
    withSession(() =>
      envelope({ year: 2026, eventList: [], publishedRange: { start: '2026-01-01', end: '2026-12-31' } }),
    ),
  ),
  http.all(
    `*${DF_PARTNER_API.query}`,
    withSession(() => envelope({ programList: [] })),
  ),
  http.all(
    `*${DF_PARTNER_API.pageQuery}`,
    withSession(() => envelope({ total: 0, pageNum: 1, pageSize: 10, claimList: [] })),
  ),
  http.all(
    `*${GROWTH_API.query}`,
    withSession(() => envelope({ currency: 'USD', growthList: [] })),
  ),
  http.all(
    `*${MERCHANT_API.top}`,
    withSession(() => envelope({ year: 2026, month: '11', topMerchantList: [] })),
  ),
  http.all(
    `*${MERCHANT_API.nameQuery}`,
    withSession(() => envelope({ merchantNameList: [] })),
  ),
  http.all(
    `*${MERCHANT_API.query}`,
    withSession(() =>
      envelope({ total: 0, pageNum: 1, pageSize: 10, lastMonth: '2026-10', merchantList: [] }),
    ),
  ),
];
