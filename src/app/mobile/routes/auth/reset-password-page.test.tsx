import { renderScreen } from '../../../session/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPassword } from '../../../../domains/auth/api';
import { okEnvelope } from '../../../../domains/session/test-fixtures';
import { ApiError } from '../../../../shared/request/api-error';
import MobileResetPasswordPage from './reset-password-page';

jest.mock('../../../../domains/auth/api');
const resetMock = resetPassword as jest.MockedFunction<typeof resetPassword>;

const show = (url = '/mobile/auth/reset-password?token=tok-9') =>
  renderScreen(<MobileResetPasswordPage />, {
    url,
    pattern: '/mobile/auth/reset-password',
    platform: 'mobile',
  });

async function fill(next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), next);
  return user;
}

afterEach(() => jest.clearAllMocks());

describe('mobile reset-password page', () => {
  it('ticks the rules live and resets with the token', async () => {
    resetMock.mockResolvedValue(okEnvelope);
    show();
    const rules = screen.getByRole('list', { name: 'Your new password must have' });
    expect(within(rules).getAllByRole('listitem', { name: /not met/ })).toHaveLength(6);
    const user = await fill('NewPass1');
    expect(within(rules).queryAllByRole('listitem', { name: /not met/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mobile/auth/login?notice=password-reset',
    );
    expect(resetMock).toHaveBeenCalledWith('tok-9', 'NewPass1');
  });

  it('offers a new link for a used or expired token', async () => {
    resetMock.mockRejectedValue(
      new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
        field: 'token',
        serverMessage: 'This reset link is invalid or has expired. Request a new one.',
      }),
    );
    show();
    const user = await fill('NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/mobile/auth/check-email',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass1');
  });
});
