/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { ACCOUNT_API } from '@contract/account/constants';
import { AUTH_API } from '@contract/auth/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';
import type { Partner } from '@contract/partner/schemas';
import { useSession } from '@/domains/session/session-context';
import { makePartner, makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken, keepSessionToken } from '@/shared/request/session-token';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import MobileHeaderActions from './header-actions';

const currentUser = scriptedCall(ACCOUNT_API.user);
const userParameter = scriptedCall(PARAMETER_API.parameter);
const defaultPartner = scriptedCall(PARTNER_API.defaultPartner);
const adminAccount = scriptedCall(PARTNER_API.adminAccount);
const setPartner = scriptedCall<{ partnerId: string }>(PARTNER_API.setPartner);
const logout = scriptedCall(AUTH_API.logout);
// The bell has its own tests; here it only asks for the unread count.
const notificationCount = scriptedCall(NOTIFICATION_API.count);
startMswServer(
  currentUser.handler,
  userParameter.handler,
  defaultPartner.handler,
  adminAccount.handler,
  setPartner.handler,
  logout.handler,
  notificationCount.handler,
);

const gcash = makePartner({ current: true });
const tngd = makePartner({
  id: 'tngd',
  name: 'TNGD',
  fullName: "Touch 'n Go eWallet",
  logoUrl: 'http://x/tngd.svg',
});

function Loaded() {
  const { load, checked } = useSession();
  useEffect(() => {
    if (!checked) void load();
  }, [checked, load]);
  return <MobileHeaderActions />;
}

const show = () =>
  renderScreen(<Loaded />, { url: '/mobile/overview', pattern: '/mobile/overview', platform: 'mobile' });

/** The partner the server holds as current: a switch changes it. */
let current: Partner;

beforeEach(() => {
  // Signed in: the session is loaded only with a token.
  keepSessionToken('t');
  current = gcash;
  currentUser.answer({ data: makeUser({ role: 'ADMIN' }) });
  userParameter.answer({ parameterList: [] });
  defaultPartner.answer(() => ({ webRequest: { partner: current } }));
  adminAccount.answer({ data: { spPortalList: [gcash, tngd] } });
  logout.answer({});
  notificationCount.answer({ unreadCount: 0 });
});

afterEach(() => {
  window.localStorage.clear();
  forgetSessionToken();
});

describe('mobile header actions', () => {
  it('lets an admin switch partner from the sheet', async () => {
    setPartner.answer(() => {
      current = { ...tngd, current: true };
      return { ctoken: 't2', data: { partner: tngd, user: makeUser({ role: 'ADMIN', partnerId: 'tngd' }) } };
    });
    show();
    // antd-mobile's Popup keeps pointer-events off until its (jsdom-less) opening animation ends.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByRole('img', { name: 'GCash logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByText("Touch 'n Go eWallet"));
    await waitFor(() =>
      expect(screen.getByTestId('current-partner-name')).toHaveTextContent("Touch 'n Go eWallet"),
    );
    expect(setPartner.asked).toEqual([{ partnerId: 'tngd' }]);
    expect(screen.getAllByRole('img', { name: 'TNGD logo' })[0]).toHaveAttribute('src', 'http://x/tngd.svg');
  });

  it('signs out from the sheet', async () => {
    show();
    // antd-mobile's Popup keeps pointer-events off until its (jsdom-less) opening animation ends.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByRole('img', { name: 'GCash logo' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mobile/auth/login?notice=signed-out');
    expect(logout.asked).toHaveLength(1);
  });
});
