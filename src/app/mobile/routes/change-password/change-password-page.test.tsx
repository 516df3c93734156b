/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import MobileChangePasswordPage from './change-password-page';

const changePassword = scriptedCall<{ currentPassword: string; newPassword: string }>(
  AUTH_API.changePassword,
);
startMswServer(changePassword.handler);

const show = () =>
  renderScreen(<MobileChangePasswordPage />, {
    url: '/mobile/change-psd',
    pattern: '/mobile/change-psd',
    platform: 'mobile',
  });

async function fill(current: string, next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), next);
  return user;
}

describe('mobile change-password page', () => {
  it('shows a wrong current password at the current-password field and keeps the input', async () => {
    changePassword.reply(() =>
      HttpResponse.json(
        {
          ...failure('IPAY_RS_510870003'),
          field: 'currentPassword',
          resultMessage: 'The current password is incorrect',
        },
        { status: 400 },
      ),
    );
    show();
    const user = await fill('wrong-1', 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const message = await screen.findByText('The current password is incorrect');
    // The message sits in the current-password item, not the new-password one.
    const item = screen.getByLabelText('Current password').closest('.adm-list-item');
    expect(item).toContainElement(message);
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-1');
  });

  it('changes the password and asks to sign in again; submits once on a double click', async () => {
    const held = changePassword.holdOnce({});
    show();
    const user = await fill('OldPass1', 'NewPass2');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(changePassword.asked).toHaveLength(1));
    held.settle();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mobile/auth/login?notice=password-changed',
    );
    expect(changePassword.asked).toEqual([{ currentPassword: 'OldPass1', newPassword: 'NewPass2' }]);
  });
});
