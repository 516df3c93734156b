import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { logout } from '@/domains/auth/api';
import {
  fetchAdminAccount,
  fetchDefaultPartner,
  fetchUserInfo,
  fetchUserParameter,
  setPartner,
} from '@/domains/session/api';
import { useSession } from '@/domains/session/session-context';
import { makePartner, makeUser, okEnvelope as ok } from '@/domains/session/test-fixtures';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import HeaderActions from './header-actions';
import { useEffect } from 'react';

jest.mock('@/domains/session/api');
jest.mock('@/domains/auth/api');
// The bell has its own tests; here it would only send real requests.
jest.mock('@/app/desktop/notifications/notification-bell', () => ({ __esModule: true, default: () => null }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
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

beforeEach(() => {
  mocked(fetchUserInfo).mockResolvedValue({ success: true, data: makeUser({ role: 'ADMIN' }) });
  mocked(fetchUserParameter).mockResolvedValue({ ...ok, parameterList: [] });
  mocked(fetchDefaultPartner).mockResolvedValue({ ...ok, webRequest: { partner: gcash } });
  mocked(logout).mockResolvedValue(ok);
});

afterEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('desktop header actions', () => {
  it('shows the current partner logo and name to a partner user, without a switcher', async () => {
    mocked(fetchAdminAccount).mockResolvedValue({ ...ok, data: null });
    show();
    expect(await screen.findByRole('img', { name: 'GCash logo' })).toHaveAttribute('src', gcash.logoUrl);
    expect(screen.getByTestId('current-partner-name')).toHaveTextContent('GCash');
    expect(screen.queryByRole('button', { name: /switch partner/i })).not.toBeInTheDocument();
  });

  it('lets an admin switch partner and then shows the new logo and name', async () => {
    mocked(fetchAdminAccount).mockResolvedValue({ ...ok, data: { spPortalList: [gcash, dana] } });
    mocked(setPartner).mockImplementation(async () => {
      mocked(fetchDefaultPartner).mockResolvedValue({
        ...ok,
        webRequest: { partner: { ...dana, current: true } },
      });
      return {
        ...ok,
        ctoken: 't2',
        data: { partner: dana, user: makeUser({ role: 'ADMIN', partnerId: 'dana' }) },
      };
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /current partner: gcash\. switch partner/i }));
    await user.click(await screen.findByRole('menuitem', { name: /dana indonesia/i }));

    await waitFor(() => expect(screen.getByTestId('current-partner-name')).toHaveTextContent('Dana'));
    expect(setPartner).toHaveBeenCalledWith('dana');
    expect(screen.getByRole('img', { name: 'Dana logo' })).toHaveAttribute('src', 'http://x/dana.svg');
  });

  it('signs out from the user menu and lands on the login page', async () => {
    mocked(fetchAdminAccount).mockResolvedValue({ ...ok, data: null });
    show();
    const user = userEvent.setup();
    await screen.findByTestId('current-partner-name');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: /change password/i })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /operation log/i })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /sign out/i }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=signed-out');
    expect(logout).toHaveBeenCalled();
    expect(readUserInfo()).toBeNull();
  });

  it('opens change password from the user menu', async () => {
    mocked(fetchAdminAccount).mockResolvedValue({ ...ok, data: null });
    show();
    const user = userEvent.setup();
    await screen.findByTestId('current-partner-name');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /change password/i }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/change-psd');
  });
});
