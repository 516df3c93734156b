import { renderScreen } from '@/app/session/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkResetToken, resetPassword } from '@/domains/auth/api';
import { okEnvelope } from '@/domains/session/test-fixtures';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import MobileResetPasswordPage from './reset-password-page';

jest.mock('@/domains/auth/api');
const resetMock = resetPassword as jest.MockedFunction<typeof resetPassword>;
const checkMock = jest.mocked(checkResetToken);
const usedLink = () =>
  new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
    field: 'token',
    serverMessage: 'This reset link is invalid or has expired. Request a new one.',
  });

const open = (url = '/mobile/auth/reset-password?token=tok-9') =>
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

jest.setTimeout(60_000);

beforeEach(() => checkMock.mockResolvedValue(okEnvelope));
afterEach(() => jest.clearAllMocks());

/** Opens the page with a usable link and waits for the check to let the form show. */
async function show(url?: string) {
  open(url);
  await screen.findByLabelText('New password', {}, { timeout: 30_000 });
}

describe('mobile reset-password page', () => {
  it('ticks the rules live and resets with the token', async () => {
    resetMock.mockResolvedValue(okEnvelope);
    await show();
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
    await show();
    const user = await fill('NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/mobile/auth/check-email',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass1');
  });

  it('checks the link as the page opens: a used or expired one offers a new link before anything is typed', async () => {
    checkMock.mockRejectedValue(usedLink());
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(
      await screen.findByText(/link is invalid, has expired or has already been used/i),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/mobile/auth/check-email',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(checkMock).toHaveBeenCalledWith('tok-9');
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('shows the form when the check itself fails (offline), leaving the answer to the reset', async () => {
    checkMock.mockRejectedValue(new ApiError(NETWORK_ERROR_CODE, 'offline'));
    open();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
