/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { ACCOUNT_API } from '@contract/account/constants';
import { AUTH_API } from '@contract/auth/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';
import type { Partner } from '@contract/partner/schemas';
import { useSession } from '@/domains/session/session-context';
import { makePartner, makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken, keepSessionToken } from '@/shared/request/session-token';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import HeaderActions from './header-actions';
import { useEffect } from 'react';

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
const dana = makePartner({
  id: 'dana',
  name: 'Dana',
  fullName: 'Dana Indonesia',
  logoUrl: 'http://x/dana.svg',
});

function Loaded() {
  const { load, checked } = useSession();
  useEffect(() => {
    if (!checked) void load();
  }, [checked, load]);
  return (
    <App>
      <HeaderActions />
    </App>
  );
}

const show = () => renderScreen(<Loaded />, { url: '/overview', pattern: '/overview' });

/** The partner the server holds as current: a switch changes it. */
let current: Partner;

beforeEach(() => {
  // Signed in: the session is loaded only with a token.
  keepSessionToken('t');
  current = gcash;
  currentUser.answer({ data: makeUser({ role: 'ADMIN' }) });
  userParameter.answer({ parameterList: [] });
  defaultPartner.answer(() => ({ webRequest: { partner: current } }));
  logout.answer({});
  notificationCount.answer({ unreadCount: 0 });
});

afterEach(() => {
  window.localStorage.clear();
  forgetSessionToken();
});

describe('desktop header actions', () => {
  it('shows the current partner logo and name to a partner user, without a switcher', async () => {
    adminAccount.answer({ data: null });
    show();
    expect(await screen.findByRole('img', { name: 'GCash logo' })).toHaveAttribute('src', gcash.logoUrl);
    expect(screen.getByTestId('current-partner-name')).toHaveTextContent('GCash');
    expect(screen.queryByRole('button', { name: /switch partner/i })).not.toBeInTheDocument();
  });

  it('lets an admin switch partner and then shows the new logo and name', async () => {
    adminAccount.answer({ data: { spPortalList: [gcash, dana] } });
    setPartner.answer(() => {
      current = { ...dana, current: true };
      return { ctoken: 't2', data: { partner: dana, user: makeUser({ role: 'ADMIN', partnerId: 'dana' }) } };
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /current partner: gcash\. switch partner/i }));
    await user.click(await screen.findByRole('menuitem', { name: /dana indonesia/i }));

    await waitFor(() => expect(screen.getByTestId('current-partner-name')).toHaveTextContent('Dana'));
    expect(setPartner.asked).toEqual([{ partnerId: 'dana' }]);
    expect(screen.getByRole('img', { name: 'Dana logo' })).toHaveAttribute('src', 'http://x/dana.svg');
  });

  it('signs out from the user menu and lands on the login page', async () => {
    adminAccount.answer({ data: null });
    show();
    const user = userEvent.setup();
    await screen.findByTestId('current-partner-name');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: /change password/i })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /operation log/i })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /sign out/i }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=signed-out');
    expect(logout.asked).toHaveLength(1);
    expect(readUserInfo()).toBeNull();
  });

  it('opens change password from the user menu', async () => {
    adminAccount.answer({ data: null });
    show();
    const user = userEvent.setup();
    await screen.findByTestId('current-partner-name');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /change password/i }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/change-psd');
  });
});
