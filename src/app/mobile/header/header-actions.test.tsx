/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { createAntdMobileIsolation } from '@/app/host/antd-mobile-isolation';
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerActionsServer, SessionLoaded } from '@/app/session/header-actions-test-setup';
import { makePartner } from '@/domains/session/test-fixtures';
import MobileHeaderActions from './header-actions';

const tngd = makePartner({
  id: 'tngd',
  name: 'TNGD',
  fullName: "Touch 'n Go eWallet",
  logoUrl: 'http://x/tngd.svg',
});
const { adminAccount, setPartner, logout, gcash, switchSucceeds } = headerActionsServer(tngd);

// The app's render hook for antd-mobile's imperative popups (the switch's Toast) under React 19.
const isolation = createAntdMobileIsolation({ popupContainer: document.body, styleContainer: document.head });
afterAll(() => isolation.teardown());

beforeEach(() => adminAccount.answer({ data: { spPortalList: [gcash, tngd] } }));

const show = () =>
  renderScreen(
    <SessionLoaded>
      <MobileHeaderActions />
    </SessionLoaded>,
    { url: '/mobile/overview', pattern: '/mobile/overview', platform: 'mobile' },
  );

describe('mobile header actions', () => {
  it('lets an admin switch partner from the sheet', async () => {
    switchSucceeds();
    show();
    // antd-mobile's Popup keeps pointer-events off until its (jsdom-less) opening animation ends.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByRole('img', { name: 'GCash logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    // Named as on every screen (its record's name), not its full name.
    await user.click(await screen.findByText('TNGD'));
    await waitFor(() => expect(screen.getByTestId('current-partner-name')).toHaveTextContent('TNGD'));
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
