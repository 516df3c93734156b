/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import Cookies from 'js-cookie';
import { makePartner, makeUser } from '@/domains/session/test-fixtures';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { RequireSession } from '@/app/session/require-session';
import { renderScreen } from '@/app/session/test-render';
import AccountManagementPage from './account-management-page';

// antd renders slowly on a busy machine.

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

let sessions = [session('s1', CHROME, true), session('s2', IPHONE, false)];
const revoked: string[] = [];

let digest = { weeklyDigest: true, eligible: true };
let digestRefused = false;
const digestUpdates: boolean[] = [];

const server = startMswServer(
  http.get('*/ighome/api/account/user.json', () =>
    HttpResponse.json(
      envelope({ data: makeUser({ givenName: 'Ana', familyName: 'Cruz', fullName: 'Ana Cruz' }) }),
    ),
  ),
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
      envelope({ lastSignIn: { time: '2026-03-01T08:00:00.000Z', ip: '10.0.0.7' }, lastFailedSignIn: null }),
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
  http.post('*/api/spportal/auth/revokeSession.json', async ({ request }) => {
    const { sessionId } = (await request.json()) as { sessionId: string };
    revoked.push(sessionId);
    sessions = sessions.filter((s) => s.sessionId !== sessionId);
    return HttpResponse.json(envelope({}));
  }),
);

beforeEach(() => {
  clearCache();
  digest = { weeklyDigest: true, eligible: true };
  digestRefused = false;
  digestUpdates.length = 0;
  Cookies.set('ctoken', 'token');
  sessions = [session('s1', CHROME, true), session('s2', IPHONE, false)];
  revoked.length = 0;
});
afterEach(() => Cookies.remove('ctoken'));

const show = () =>
  renderScreen(
    <RequireSession area="partner">
      <AccountManagementPage />
    </RequireSession>,
    { url: '/account-management', pattern: '/account-management' },
  );

// getByRole walks the whole antd tree (seconds per query here); buttons are found by their text.
describe('desktop account management', () => {
  it('shows the profile, the sign-in history and the sessions, and signs out another device', async () => {
    show();
    expect(await screen.findByTestId('profile-full-name')).toHaveTextContent('Ana Cruz');
    expect(await screen.findByText(/from 10\.0\.0\.7/)).toBeInTheDocument();
    expect(screen.getByText('None recorded')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('session-row');
    expect(within(rows[0]).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Safari on iOS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(revoked).toEqual(['s2']);
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('keeps the email, partner and role in view while the name is edited', async () => {
    show();
    await screen.findByTestId('profile-full-name');
    fireEvent.click(screen.getByText('Edit name'));
    expect(screen.getByLabelText('Given name')).toBeInTheDocument();
    const fixed = screen.getByTestId('profile-fixed-rows');
    expect(within(fixed).getByText('Email')).toBeInTheDocument();
    expect(within(fixed).getByText('Partner')).toBeInTheDocument();
    expect(within(fixed).getByText('Role')).toBeInTheDocument();
  });

  it('checks the name before saving and shows the field the server refused, keeping what was typed', async () => {
    server.use(
      http.post('*/api/spportal/account/updateProfile.json', () =>
        HttpResponse.json(
          {
            success: false,
            resultCode: 'IPAY_RS_510870003',
            resultMessage: 'The family name may have at most 50 characters.',
            field: 'familyName',
          },
          { status: 400 },
        ),
      ),
    );
    show();
    await screen.findByTestId('profile-full-name');
    fireEvent.click(screen.getByText('Edit name'));
    const given = screen.getByLabelText('Given name');
    fireEvent.change(given, { target: { value: 'R2D2' } });
    fireEvent.click(screen.getByText('Save'));
    expect(
      await screen.findByText('Only letters, spaces, hyphens, apostrophes and dots.'),
    ).toBeInTheDocument();
    fireEvent.change(given, { target: { value: 'Ana Maria' } });
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('The family name may have at most 50 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Given name')).toHaveValue('Ana Maria');
  });
  it('turns the weekly digest off and on, and puts the switch back when the server refuses', async () => {
    show();
    const toggle = await screen.findByRole('switch', { name: 'Weekly digest by mail' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('You will get the weekly digest by mail.')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(await screen.findByText('You will not get the weekly digest.')).toBeInTheDocument();
    await waitFor(() => expect(digestUpdates).toEqual([false]));
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    digestRefused = true;
    fireEvent.click(toggle);
    expect(await screen.findByText('Your choice could not be saved. Try again.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(digestUpdates).toEqual([false]);
  });

  it('shows no digest switch to an account that cannot get it', async () => {
    digest = { weeklyDigest: true, eligible: false };
    show();
    expect(await screen.findByTestId('profile-full-name')).toBeInTheDocument();
    await screen.findAllByTestId('session-row');
    expect(screen.queryByText('Weekly digest by mail')).not.toBeInTheDocument();
  });
});
