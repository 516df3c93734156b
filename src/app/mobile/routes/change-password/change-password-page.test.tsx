import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changePassword } from '@/domains/auth/api';
import { okEnvelope } from '@/domains/session/test-fixtures';
import { ApiError } from '@/shared/request/api-error';
import MobileChangePasswordPage from './change-password-page';

jest.mock('@/domains/auth/api');
const changeMock = changePassword as jest.MockedFunction<typeof changePassword>;

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

afterEach(() => jest.clearAllMocks());

describe('mobile change-password page', () => {
  it('shows a wrong current password at the current-password field and keeps the input', async () => {
    changeMock.mockRejectedValue(
      new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
        field: 'currentPassword',
        serverMessage: 'The current password is incorrect',
      }),
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
    let finish: () => void = () => {};
    changeMock.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(okEnvelope))));
    show();
    const user = await fill('OldPass1', 'NewPass2');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(changeMock).toHaveBeenCalledTimes(1));
    finish();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mobile/auth/login?notice=password-changed',
    );
    expect(changeMock).toHaveBeenCalledTimes(1);
  });
});
