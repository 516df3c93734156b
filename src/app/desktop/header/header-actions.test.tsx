/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { headerActionsServer, SessionLoaded } from '@/app/session/header-actions-test-setup';
import { makePartner } from '@/domains/session/test-fixtures';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { changeLocale, useLocale } from '@/shared/i18n';
import chinese from '@/locales/zh-CN/session-guard.json';
import HeaderActions from './header-actions';

const dana = makePartner({
  id: 'dana',
  name: 'Dana',
  fullName: 'Dana Indonesia',
  logoUrl: 'http://x/dana.svg',
});
const { adminAccount, setPartner, logout, saveLocale, gcash, switchSucceeds } = headerActionsServer(dana);

/** The header as the desktop layout renders it: again when the language changes. */
function Header() {
  useLocale();
  return <HeaderActions />;
}

const show = () =>
  renderScreen(
    <SessionLoaded>
      <App>
        <Header />
      </App>
    </SessionLoaded>,
    { url: '/overview', pattern: '/overview' },
  );

describe('desktop header actions', () => {
  it('shows the current partner logo and name to a partner user, without a switcher', async () => {
    adminAccount.answer({ data: null });
    show();
    expect(await screen.findByRole('img', { name: 'GCash logo' })).toHaveAttribute('src', gcash.logoUrl);
    expect(screen.getByTestId('current-partner-name')).toHaveTextContent('GCash');
    expect(screen.queryByRole('button', { name: /switch partner/i })).not.toBeInTheDocument();
  });

  it('draws the logo as a block, so it sits level with the name instead of on the text baseline', async () => {
    adminAccount.answer({ data: null });
    show();
    expect(await screen.findByRole('img', { name: 'GCash logo' })).toHaveStyle({ display: 'block' });
  });

  it('lets an admin switch partner and then shows the new logo and name', async () => {
    adminAccount.answer({ data: { spPortalList: [gcash, dana] } });
    switchSucceeds();
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /current partner: gcash\. switch partner/i }));
    await user.click(await screen.findByRole('menuitem', { name: /^Dana/ }));

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

  it('switches the language from the account menu in one click, and keeps the choice for the user', async () => {
    adminAccount.answer({ data: null });
    show();
    const user = userEvent.setup();
    await screen.findByTestId('current-partner-name');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '简体中文' }));

    expect(await screen.findByRole('button', { name: chinese.header.userMenu })).toBeInTheDocument();
    expect(saveLocale.asked).toEqual([{ locale: 'zh-CN' }]);
    await act(() => changeLocale('en'));
  });
});
