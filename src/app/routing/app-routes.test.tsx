import { ANDROID_UA, DESKTOP_UA, here, installBrowserPolyfills, visit } from '@/test/app-test-support';
import { act, screen, waitFor } from '@testing-library/react';
import type { MonitorEvent } from '@/shared/monitoring/monitor-event';
import { createApp } from '@/app/host/create-app';
import type { AppOptions, MountedApp } from '@/app/host/create-app';

// The session guard, provider and header widgets belong to the session feature and are tested
// there; here they let everything through so the router's own rules are what is observed.
jest.mock('@/app/session/require-session', () => ({
  RequireSession: ({ children }: { children: React.ReactNode }) => children,
}));
// The sections read the session; routing is under test here, so a signed-in partner is given.
jest.mock('@/app/session/session-provider', () => ({
  SessionProvider: jest.requireActual('@/test/signed-in-session').SignedInSessionProvider,
}));
jest.mock('@/app/desktop/header/header-actions', () => ({ __esModule: true, default: () => null }));
jest.mock('@/app/mobile/header/header-actions', () => ({ __esModule: true, default: () => null }));
jest.mock('@/app/desktop/iboss/layout/staff-sign-out', () => ({ __esModule: true, default: () => null }));
// The staff users screen is tested on its own (it loads data); here only routing matters.
jest.mock('@/app/desktop/iboss/routes/user/user-page', () => ({
  __esModule: true,
  default: () => <h1>Users</h1>,
}));
jest.mock('@/app/desktop/routes/overview/overview-page', () => ({
  __esModule: true,
  default: () => <h1>Overview page</h1>,
}));
jest.mock('@/app/mobile/routes/overview/overview-page', () => ({
  __esModule: true,
  default: () => <h1>Mobile overview page</h1>,
}));
jest.mock('@/app/desktop/routes/auth/login-page', () => ({
  __esModule: true,
  default: () => <h1>Login page</h1>,
}));
jest.mock('@/app/mobile/routes/auth/login-page', () => ({
  __esModule: true,
  default: () => <h1>Mobile login page</h1>,
}));
jest.mock('@/shared/debug/vconsole', () => ({ loadDebugConsole: () => Promise.resolve(() => undefined) }));

installBrowserPolyfills();

let app: MountedApp | null = null;
let container: HTMLElement;

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
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 4000 });

describe('desktop tree', () => {
  it.each([
    ['/', '/overview', 'Overview page'],
    ['/mobile', '/overview', 'Overview page'],
    ['/mobile/contracts', '/contracts', 'Contracts'],
    ['/mobile/auth/login', '/auth/login', 'Login page'],
    [
      '/mobile/performance-insights?year=2025#top',
      '/performance-insights?year=2025#top',
      'Performance insights',
    ],
  ])('%s goes to %s', async (from, to, title) => {
    await start(from);
    expect(await heading(title)).toBeInTheDocument();
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
    await start('/iboss');
    expect(await heading('Configuration')).toBeInTheDocument();
    expect(here()).toBe('/iboss/configuration');
    expect(screen.getByText('Partner Portal · Staff')).toBeInTheDocument();
  });

  it('logs every route change with code 500, the path and the email or the staff marker', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ email: 'ops@gcash.demo' }));
    const events: MonitorEvent[] = [];
    await start('/contracts', { monitor: (event) => events.push(event) });
    await heading('Contracts');
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
    localStorage.clear();
  });
});

describe('mobile tree', () => {
  const mobile = { userAgent: ANDROID_UA };

  it.each([
    ['/', '/mobile/overview', 'Mobile overview page'],
    ['/mobile', '/mobile/overview', 'Mobile overview page'],
    ['/overview', '/mobile/overview', 'Mobile overview page'],
    ['/contracts', '/mobile/contracts', 'Contracts'],
    ['/auth/login?redirect=%2Fcontracts', '/mobile/auth/login?redirect=%2Fcontracts', 'Mobile login page'],
    ['/business-insights/QBR', '/mobile/business-insights/QBR', /Quarterly business reviews/],
  ])('%s goes to %s', async (from, to, title) => {
    await start(from, mobile);
    expect(await heading(title)).toBeInTheDocument();
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
    await start('/iboss/user', mobile);
    expect(await heading('The staff area needs a larger screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to sign-in' })).toBeInTheDocument();
    expect(here()).toBe('/iboss/user');
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
    expect(await heading('Overview page')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/portal/overview'));
  });
});
