/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { readUserInfo, saveUserInfo } from '@/shared/storage/user-info-storage';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import ChangePasswordPage from './change-password-page';

const changePassword = scriptedCall<{ currentPassword: string; newPassword: string }>(
  AUTH_API.changePassword,
);
startMswServer(changePassword.handler);

const show = () => renderScreen(<ChangePasswordPage />, { url: '/change-psd', pattern: '/change-psd' });

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
}

/** The server's refusal with the field it concerns and its own words. */
const fieldError = (field: 'currentPassword' | 'newPassword', message: string) => () =>
  HttpResponse.json({ ...failure('IPAY_RS_510870003'), field, resultMessage: message }, { status: 400 });

afterEach(() => {
  window.localStorage.clear();
});

describe('desktop change-password page', () => {
  it('shows the rules ticking live', async () => {
    show();
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Your new password must have' });
    expect(within(list).getAllByRole('listitem', { name: /not met/ })).toHaveLength(6);
    await user.type(screen.getByLabelText('New password'), 'Secret12');
    expect(within(list).queryAllByRole('listitem', { name: /not met/ })).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), '"');
    expect(within(list).getByRole('listitem', { name: /double quote.*not met/i })).toBeInTheDocument();
  });

  it('puts a wrong current password under the current-password field and keeps the input', async () => {
    changePassword.reply(fieldError('currentPassword', 'The current password is incorrect'));
    show();
    const user = await fill('wrong-1', 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('wrong-1');
    expect(screen.getByLabelText('New password')).toHaveValue('Secret12');
  });

  it('puts a refused new password under the new-password field', async () => {
    changePassword.reply(fieldError('newPassword', 'The new password must differ from the current one'));
    show();
    const user = await fill('Secret12', 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password must differ from the current one')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, forgets the session and asks to sign in again', async () => {
    saveUserInfo({ email: 'ana@gcash.example' });
    changePassword.answer({});
    show();
    const user = await fill('OldPass1', 'NewPass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=password-changed');
    expect(changePassword.asked).toEqual([{ currentPassword: 'OldPass1', newPassword: 'NewPass2' }]);
    expect(readUserInfo()).toBeNull();
  });

  it('submits once on a double click', async () => {
    const held = changePassword.holdOnce({});
    show();
    const user = await fill('OldPass1', 'NewPass2');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(changePassword.asked).toHaveLength(1));
    expect(screen.getByRole('button', { name: /change password/i })).toBeDisabled();
    held.settle();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=password-changed');
    expect(changePassword.asked).toHaveLength(1);
  });
});
