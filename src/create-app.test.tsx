/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { ACCOUNT_API } from '@contract/account/constants';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import type { OperationLogFiltersResponse, OperationLogResponse } from '@contract/operation-log/schemas';
import { MONITOR_API } from '@contract/monitor/constants';
import type { MonitorWireEvent } from '@contract/monitor/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { loadFileBytes } from '@/domains/document/pdf-file';
import { rememberedReadKeyCount } from '@/domains/session/invalidation';
import { partnerQueryOptions } from '@/domains/session/partner-query';
import { saveUserInfo } from '@/shared/storage/user-info-storage';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { DESKTOP_UA, here, installBrowserPolyfills, visit } from '@/test/app-test-support';
import { partnerUser, SESSION_TOKEN, shellHandlers, withSession } from '@/test/signed-in-server';
import { createApp } from './create-app';
import type { MountedApp } from './create-app';
import { sessionMessages } from '@/app/session/messages';

/**
 * The real app at a URL: the real session provider, guards, layouts and screens, with the server
 * answered at the network level (MSW; the signed-in partner from src/test/signed-in-server.ts). Any
 * request no handler answers fails the test, so a screen that starts calling something new is
 * noticed here.
 */
const TOKEN = SESSION_TOKEN;
const unexpected: string[] = [];
/** Monitoring events the app sent to the server, in order. */
const monitored: MonitorWireEvent[] = [];
// Monitoring batches go out when the app unmounts too (after a test's own handlers are reset).
const server = startMswServer(
  http.post(`*${MONITOR_API.batch}`, async ({ request }) => {
    monitored.push(...((await request.clone().json()) as { eventList: MonitorWireEvent[] }).eventList);
    return withSession(() => envelope({}))({ request });
  }),
);
server.events.on('request:unhandled', ({ request }) => unexpected.push(`${request.method} ${request.url}`));

installBrowserPolyfills();

const logEntry = {
  id: 'log-1',
  time: '2026-11-20T08:15:00Z',
  outcome: 'SUCCESS' as const,
  staff: false,
  target: 'Master agreement 2026.pdf',
  ip: '203.0.113.7',
};

let app: MountedApp | null = null;
let container: HTMLElement;

async function open(path: string) {
  visit(path);
  clearCache();
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    app = await createApp({ container, userAgent: DESKTOP_UA });
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 10_000 });

afterEach(() => {
  act(() => app?.unmount());
  app = null;
  container.remove();
  visit('/');
  document.cookie = 'ctoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.localStorage.clear();
  expect(unexpected).toEqual([]);
  unexpected.length = 0;
  monitored.length = 0;
});

describe('signed out', () => {
  it('a deep link goes to the sign-in page, which will bring the user back there', async () => {
    server.use(
      http.get(
        `*${ACCOUNT_API.user}`,
        withSession(() => envelope({ data: partnerUser })),
      ),
    );
    await open('/operation-log?page=2');
    expect(await heading(/sign in/i)).toBeVisible();
    const url = new URL(here(), 'http://localhost');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/operation-log?page=2');
  });

  it('the server cannot be reached: the session check says so and retries', async () => {
    document.cookie = `ctoken=${TOKEN}; path=/`;
    let calls = 0;
    server.use(
      http.get(`*${ACCOUNT_API.user}`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(failure(ResultCode.SESSION_TIMEOUT));
      }),
    );
    await open('/overview');
    const retry = await screen.findByRole('button', { name: /retry|try again/i }, { timeout: 10_000 });
    await userEvent.click(retry);
    expect(await heading(/sign in/i)).toBeVisible();
    expect(calls).toBe(2);
  });
});

describe('signed in as a partner', () => {
  beforeEach(() => {
    document.cookie = `ctoken=${TOKEN}; path=/`;
    server.use(...shellHandlers());
  });

  it("the operation log shows the partner's entries under the desktop layout", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`*${OPERATION_LOG_API.query}`, async ({ request }) => {
        bodies.push(await request.json());
        return withSession((): OperationLogResponse =>
          envelope({
            total: 1,
            pageNum: 1,
            pageSize: 10,
            operationLogList: [{ ...logEntry, action: 'Document opened', actor: 'ops@gcash.demo' }],
          }),
        )({ request });
      }),
      http.post(
        `*${OPERATION_LOG_API.filters}`,
        withSession((): OperationLogFiltersResponse =>
          envelope({
            actionList: ['Document opened'],
            actorList: ['ops@gcash.demo'],
            hasStaffEntries: false,
          }),
        ),
      ),
    );
    await open('/operation-log');
    expect(await heading('Operation log')).toBeVisible();
    const row = (await screen.findByText('Master agreement 2026.pdf', {}, { timeout: 10_000 })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Document opened')).toBeVisible();
    expect(within(row).getByText('ops@gcash.demo')).toBeVisible();
    expect(bodies[0]).toMatchObject({ pageNum: 1 });
    // The shell around it: the partner and the unread count from the server.
    expect(await screen.findByRole('button', { name: /notifications.*3/i })).toBeVisible();
    expect(here()).toBe('/operation-log');
    // Leaving sends the page view to the server's monitoring (docs/api.md, "Usage monitoring").
    act(() => app?.unmount());
    app = null;
    await waitFor(() =>
      expect(monitored).toContainEqual(expect.objectContaining({ code: 500, path: '/operation-log' })),
    );
  });

  it('the staff area is refused to a partner, without asking the server for staff data', async () => {
    saveUserInfo({ email: partnerUser.email, role: 'PARTNER' });
    await open('/iboss/user');
    expect(await screen.findByText(sessionMessages.noAuthority.title, {}, { timeout: 10_000 })).toBeVisible();
    expect(here()).toBe('/no-authority');
  });
});

describe('leaving the portal', () => {
  it('keeps no loaded files: a file opened before the unmount is downloaded again after it', async () => {
    const downloads: string[] = [];
    server.use(
      http.get('*/api/spportal/file/download.json', ({ request }) => {
        downloads.push(new URL(request.url).searchParams.get('fileUrl')!);
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer as ArrayBuffer);
      }),
    );
    const statement = {
      fileUrl: 'statement.pdf',
      fileName: 'Statement.pdf',
      fileContentType: 'application/pdf',
    };
    await open('/auth/login');
    expect(await heading(/sign in/i)).toBeVisible();
    await loadFileBytes(statement);
    await loadFileBytes(statement);
    expect(downloads).toHaveLength(1);

    act(() => app?.unmount());
    await loadFileBytes(statement);
    expect(downloads).toHaveLength(2);
  });

  it("keeps no read cache keys: the next mount starts without the last one's", async () => {
    await open('/auth/login');
    expect(await heading(/sign in/i)).toBeVisible();
    partnerQueryOptions(OPERATION_LOG_API.query, 'g0', { pageNum: 1 });
    expect(rememberedReadKeyCount()).toBeGreaterThan(0);

    act(() => app?.unmount());

    expect(rememberedReadKeyCount()).toBe(0);
  });
});
