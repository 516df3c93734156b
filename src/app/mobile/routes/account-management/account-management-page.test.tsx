/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCache } from 'ahooks';
import Cookies from 'js-cookie';
import { makePartner, makeUser } from '@/domains/session/test-fixtures';
import { DRAFTS_KEY } from '@/shared/storage/form-drafts';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { createAntdMobileIsolation } from '@/app/host/antd-mobile-isolation';
import { RequireSession } from '@/app/session/require-session';
import { renderScreen } from '@/app/session/test-render';
import AccountManagementPage from './account-management-page';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const session = (sessionId: string, userAgent: string, current: boolean) => ({
  sessionId,
  createdAt: '2026-03-02T09:00:00.000Z',
  lastSeenAt: '2026-03-02T09:30:00.000Z',
  ip: '10.0.0.1',
  userAgent,
  current,
});

let sessions = [session('s1', IPHONE, true), session('s2', CHROME, false), session('s3', CHROME, false)];
let user = makeUser();
let othersRevoked = 0;
let profileUpdates: unknown[] = [];

let digest = { weeklyDigest: true, eligible: true };
let digestRefused = false;
const digestUpdates: boolean[] = [];

const server = startMswServer(
  http.get('*/ighome/api/account/user.json', () => HttpResponse.json(envelope({ data: user }))),
  http.post('*/api/spportal/show/parameter.json', () => HttpResponse.json(envelope({ parameterList: [] }))),
  // The second factor's card (its own test: src/app/desktop/second-factor/second-factor-card.test.tsx).
  http.post('*/api/spportal/account/secondFactor/status.json', () =>
    HttpResponse.json(
      envelope({ status: { enabled: false, required: false, recoveryCodesLeft: 0, rememberedDevices: 0 } }),
    ),
  ),
  http.post('*/api/spportal/admin/account.json', () => HttpResponse.json(envelope({ data: null }))),
  http.post('*/api/spportal/partner/default.json', () =>
    HttpResponse.json(envelope({ webRequest: { partner: makePartner() } })),
  ),
  http.post('*/api/spportal/account/signInSummary.json', () =>
    HttpResponse.json(
      envelope({
        lastSignIn: { time: '2026-03-01T08:00:00.000Z', ip: '10.0.0.7' },
        lastFailedSignIn: { time: '2026-02-28T08:00:00.000Z', ip: '10.0.0.9' },
      }),
    ),
  ),
  http.post('*/api/spportal/auth/sessions.json', () =>
    HttpResponse.json(envelope({ sessionList: sessions })),
  ),
  http.post('*/api/spportal/digest/settings.json', () => HttpResponse.json(envelope({ data: digest }))),
  http.post('*/api/spportal/digest/update.json', async ({ request }) => {
    const { weeklyDigest } = (await request.json()) as { weeklyDigest: boolean };
    if (digestRefused)
      return HttpResponse.json(
        { success: false, resultCode: 'IPAY_RS_500', resultMessage: 'Please try again' },
        { status: 500 },
      );
    digestUpdates.push(weeklyDigest);
    digest = { ...digest, weeklyDigest };
    return HttpResponse.json(envelope({ data: digest }));
  }),
  http.post('*/api/spportal/auth/revokeOtherSessions.json', () => {
    othersRevoked += sessions.filter((s) => !s.current).length;
    sessions = sessions.filter((s) => s.current);
    return HttpResponse.json(envelope({ revoked: othersRevoked }));
  }),
  http.post('*/api/spportal/account/updateProfile.json', async ({ request }) => {
    const body = (await request.json()) as { givenName: string; familyName: string };
    profileUpdates.push(body);
    user = { ...user, ...body, fullName: `${body.givenName} ${body.familyName}` };
    return HttpResponse.json(envelope({}));
  }),
);

// The app's render hook for antd-mobile's imperative popups (Dialog.confirm, Toast) under React 19.
const isolation = createAntdMobileIsolation({ popupContainer: document.body, styleContainer: document.head });
afterAll(() => isolation.teardown());

beforeEach(() => {
  clearCache();
  digest = { weeklyDigest: true, eligible: true };
  digestRefused = false;
  digestUpdates.length = 0;
  Cookies.set('ctoken', 'token');
  sessions = [session('s1', IPHONE, true), session('s2', CHROME, false), session('s3', CHROME, false)];
  user = makeUser();
  othersRevoked = 0;
  profileUpdates = [];
});
afterEach(() => {
  Cookies.remove('ctoken');
  window.sessionStorage.clear();
});

const show = () =>
  renderScreen(
    <RequireSession area="partner">
      <AccountManagementPage />
    </RequireSession>,
    { url: '/mobile/account-management', pattern: '/mobile/account-management', platform: 'mobile' },
  );

describe('mobile account management', () => {
  it('shows the profile, both sign-in events and the sessions with this device', async () => {
    show();
    expect(await screen.findByTestId('profile-full-name')).toHaveTextContent('Ana Cruz');
    expect(screen.getByText('ana@gcash.example')).toBeInTheDocument();
    expect(await screen.findByText(/from 10\.0\.0\.7/)).toBeInTheDocument();
    expect(screen.getByText(/from 10\.0\.0\.9/)).toBeInTheDocument();
    const rows = await screen.findAllByTestId('session-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View operation log' })).toHaveAttribute(
      'href',
      '/mobile/operation-log',
    );
  });

  it('signs out everywhere else after confirming, and says how many', async () => {
    show();
    await screen.findAllByTestId('session-row', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const confirm = await screen.findByText('Sign out every other device? They will need to sign in again.');
    const dialog = confirm.closest('.adm-dialog-body') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out 2 other sessions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(othersRevoked).toBe(2);
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('checks the name, saves it and shows the new full name', async () => {
    show();
    await screen.findByTestId('profile-full-name');
    fireEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    const given = screen.getByRole('textbox', { name: 'Given name' });
    fireEvent.change(given, { target: { value: 'R2D2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only letters, spaces, hyphens, apostrophes and dots.'),
    ).toBeInTheDocument();
    expect(profileUpdates).toHaveLength(0);
    fireEvent.change(given, { target: { value: 'Ana Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('profile-full-name')).toHaveTextContent('Ana Maria Cruz'));
    expect(profileUpdates).toEqual([{ givenName: 'Ana Maria', familyName: 'Cruz' }]);
  });

  it('opens the name edit with the draft kept when the session ended here, once', async () => {
    window.sessionStorage.setItem(
      DRAFTS_KEY,
      JSON.stringify({
        owner: 'u-ana',
        path: '/mobile/account-management',
        forms: { 'account-profile': { givenName: 'Half typed', familyName: 'Cruz' } },
      }),
    );
    show();
    expect(await screen.findByRole('textbox', { name: 'Given name' })).toHaveValue('Half typed');
    expect(screen.getByRole('status')).toHaveTextContent('What you typed has been restored');
    expect(window.sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('offers a retry when the sessions fail to load', async () => {
    let fail = true;
    server.use(
      http.post('*/api/spportal/auth/sessions.json', () =>
        fail
          ? HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })
          : HttpResponse.json(envelope({ sessionList: sessions })),
      ),
    );
    show();
    expect(await screen.findByText('Where you are signed in could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('session-row')).toHaveLength(3);
  });
  it('turns the weekly digest off with its switch', async () => {
    show();
    const toggle = await screen.findByRole('switch', { name: 'Weekly digest by mail' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(await screen.findByText('You will not get the weekly digest.')).toBeInTheDocument();
    await waitFor(() => expect(digestUpdates).toEqual([false]));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
