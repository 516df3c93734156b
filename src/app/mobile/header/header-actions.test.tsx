import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
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
import MobileHeaderActions from './header-actions';

jest.mock('@/domains/session/api');
jest.mock('@/domains/auth/api');
// The bell has its own tests; here it would only send real requests.
jest.mock('@/app/mobile/notifications/notification-bell', () => ({ __esModule: true, default: () => null }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
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

beforeEach(() => {
  mocked(fetchUserInfo).mockResolvedValue({ success: true, data: makeUser({ role: 'ADMIN' }) });
  mocked(fetchUserParameter).mockResolvedValue({ ...ok, parameterList: [] });
  mocked(fetchDefaultPartner).mockResolvedValue({ ...ok, webRequest: { partner: gcash } });
  mocked(fetchAdminAccount).mockResolvedValue({ ...ok, data: { spPortalList: [gcash, tngd] } });
  mocked(logout).mockResolvedValue(ok);
});

afterEach(() => jest.clearAllMocks());

describe('mobile header actions', () => {
  it('lets an admin switch partner from the sheet', async () => {
    mocked(setPartner).mockImplementation(async () => {
      mocked(fetchDefaultPartner).mockResolvedValue({
        ...ok,
        webRequest: { partner: { ...tngd, current: true } },
      });
      return {
        ...ok,
        ctoken: 't2',
        data: { partner: tngd, user: makeUser({ role: 'ADMIN', partnerId: 'tngd' }) },
      };
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
    expect(setPartner).toHaveBeenCalledWith('tngd');
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
    expect(logout).toHaveBeenCalled();
  });
});
