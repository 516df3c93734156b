/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { AUTH_API } from '@contract/auth/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { ReactElement } from 'react';
import { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { changeLocale } from '@/shared/i18n';
import { visit } from '@/test/app-test-support';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { renderMobile } from '@/test/render-mobile';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import MobileLayout from './mobile-layout';

// The phone's frame around every signed-in page: the top bar's Back and title. The pages
// themselves are not under test (the layout's outlet is empty here).

jest.setTimeout(60_000);

// The bell's count and the idle time-out's session timing.
startMswServer(
  http.post(`*${NOTIFICATION_API.count}`, () => HttpResponse.json(envelope({ unreadCount: 0 }))),
  http.post(`*${AUTH_API.sessionStatus}`, () =>
    HttpResponse.json(envelope({ idleSeconds: 1800, warningSeconds: 120, remainingSeconds: 1800 })),
  ),
);

/** The layout at `url`; anywhere else, where the app went (and a link that opens `url`). */
function LayoutAt({ url }: { url: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (here === url) return <MobileLayout />;
  return (
    <>
      <output data-testid="location">{here}</output>
      <Link to={url}>Open the page</Link>
    </>
  );
}

const routesFor = (url: string) => (
  <Routes>
    {/* The device redirect (ROUTE-REDIRECT) replaces a desktop path opened on a phone. */}
    <Route path="/operation-log" element={<Navigate replace to="/mobile/operation-log" />} />
    <Route path="*" element={<LayoutAt url={url} />} />
  </Routes>
);

const show = (router: ReactElement) => {
  clearCache();
  return renderMobile(<SignedInSessionProvider>{router}</SignedInSessionProvider>);
};

const topBar = () => screen.getByRole('banner');
const backButton = () => within(topBar()).queryByRole('button', { name: 'Back' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('mobile layout: Back in the top bar', () => {
  it.each([
    ['/mobile/operation-log', '/mobile/overview'],
    ['/mobile/change-psd', '/mobile/overview'],
    ['/mobile/business-insights/QBR', '/mobile/overview'],
    ['/mobile/events-carousel-detail', '/mobile/overview'],
    ['/mobile/events-carousel-detail?id=ac1e2b', '/mobile/events-carousel-detail'],
    ['/mobile/contracts/contract-details?id=c1', '/mobile/contracts'],
  ])('on %s opened directly leads to %s, not out of the app', (url, parent) => {
    show(<MemoryRouter initialEntries={[url]}>{routesFor(url)}</MemoryRouter>);
    fireEvent.click(backButton()!);
    expect(location()).toBe(parent);
  });

  it('on a desktop path opened on a phone (replaced by the redirect) leads to the overview', async () => {
    visit('/operation-log');
    show(<BrowserRouter>{routesFor('/mobile/operation-log')}</BrowserRouter>);
    fireEvent.click(await waitFor(() => backButton()!));
    await waitFor(() => expect(location()).toBe('/mobile/overview'));
    expect(window.location.pathname).toBe('/mobile/overview');
  });

  it('returns to the page of the app it was opened from', async () => {
    visit('/mobile/account-management');
    show(<BrowserRouter>{routesFor('/mobile/operation-log')}</BrowserRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Open the page' }));
    fireEvent.click(backButton()!);
    await waitFor(() => expect(location()).toBe('/mobile/account-management'));
  });

  it('returns to the page it was opened from in a memory router too', () => {
    show(
      <MemoryRouter initialEntries={['/mobile/account-management', '/mobile/operation-log']} initialIndex={1}>
        {routesFor('/mobile/operation-log')}
      </MemoryRouter>,
    );
    fireEvent.click(backButton()!);
    expect(location()).toBe('/mobile/account-management');
  });

  it("shows on contract details (under the Contracts tab), not on the tabs' own pages", () => {
    const url = '/mobile/contracts/contract-details?id=c1';
    const { unmount } = show(<MemoryRouter initialEntries={[url]}>{routesFor(url)}</MemoryRouter>);
    expect(backButton()).toBeInTheDocument();
    expect(within(topBar()).getByText('Contract details')).toBeInTheDocument();
    unmount();
    show(
      <MemoryRouter initialEntries={['/mobile/contracts']}>{routesFor('/mobile/contracts')}</MemoryRouter>,
    );
    expect(within(topBar()).getByText('Contracts')).toBeInTheDocument();
    expect(backButton()).not.toBeInTheDocument();
  });
});

describe('mobile layout: the top bar title', () => {
  it.each([
    ['/mobile/business-insights/QBR', 'QBR', 'Quarterly business reviews'],
    ['/mobile/change-psd', 'Password', 'Change password'],
  ])('on %s is the short "%s", read and shown on a long press as "%s"', (url, short, full) => {
    show(<MemoryRouter initialEntries={[url]}>{routesFor(url)}</MemoryRouter>);
    const title = within(topBar()).getByTitle(full);
    expect(within(title).getByText(short)).toHaveAttribute('aria-hidden', 'true');
    expect(title).toHaveTextContent(full);
  });

  it('keeps a name that fits as it is', () => {
    show(
      <MemoryRouter initialEntries={['/mobile/operation-log']}>
        {routesFor('/mobile/operation-log')}
      </MemoryRouter>,
    );
    expect(within(topBar()).getByTitle('Operation log')).toHaveTextContent(/^Operation log$/);
  });
});

describe('mobile layout in Chinese', () => {
  afterEach(() => changeLocale('en'));

  it('names the tabs, the top bar, the bell and the "More" sheet in Chinese', async () => {
    await changeLocale('zh-CN');
    const url = '/mobile/change-psd';
    show(<MemoryRouter initialEntries={[url]}>{routesFor(url)}</MemoryRouter>);
    const tabBar = screen.getByRole('navigation');
    for (const tab of ['概览', '业绩', '激励', '合同', '账户']) {
      expect(within(tabBar).getByText(tab)).toBeVisible();
    }
    // The phone's short title, with the section's full name for screen readers.
    const title = within(topBar()).getByTitle('修改密码');
    expect(within(title).getByText('密码')).toHaveAttribute('aria-hidden', 'true');
    expect(within(topBar()).getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(await within(topBar()).findByRole('button', { name: '通知' })).toBeInTheDocument();
    fireEvent.click(within(topBar()).getByRole('button', { name: '更多' }));
    expect(await screen.findByText('运营日志')).toBeVisible();
    expect(screen.getByText('季度业务回顾')).toBeVisible();
  });

  it('follows a switch of language on a page already shown', async () => {
    const url = '/mobile/overview';
    show(<MemoryRouter initialEntries={[url]}>{routesFor(url)}</MemoryRouter>);
    const tabBar = screen.getByRole('navigation');
    expect(within(tabBar).getByText('Overview')).toBeVisible();
    await changeLocale('zh-CN');
    expect(await within(tabBar).findByText('概览')).toBeVisible();
    expect(within(topBar()).getByText('概览')).toBeInTheDocument();
  });
});
