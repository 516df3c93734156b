import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkResetToken, resetPassword } from '@/domains/auth/api';
import { okEnvelope } from '@/domains/session/test-fixtures';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import ResetPasswordPage from './reset-password-page';

jest.mock('@/domains/auth/api');
const resetMock = resetPassword as jest.MockedFunction<typeof resetPassword>;
const checkMock = jest.mocked(checkResetToken);
const usedLink = () =>
  new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
    field: 'token',
    serverMessage: 'This reset link is invalid or has expired. Request a new one.',
  });

const open = (url = '/auth/reset-password?token=tok-123') =>
  renderScreen(<ResetPasswordPage />, { url, pattern: '/auth/reset-password' });

const rule = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Your new password must have' })).getByRole('listitem', { name });

jest.setTimeout(60_000);

beforeEach(() => checkMock.mockResolvedValue(okEnvelope));
afterEach(() => jest.clearAllMocks());

/** Opens the page with a usable link and waits for the check to let the form show. */
async function show(url?: string) {
  open(url);
  await screen.findByLabelText('New password', {}, { timeout: 30_000 });
}

describe('desktop reset-password page', () => {
  it('ticks the password rules (VALID-PASSWORD) live while typing', async () => {
    await show();
    const user = userEvent.setup();
    expect(rule(/6 to 20 characters, not met/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    expect(rule(/6 to 20 characters, met/)).toBeInTheDocument();
    expect(rule(/not only letters, not met/i)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '1');
    expect(rule(/not only letters, met/i)).toBeInTheDocument();
  });

  it('requires matching passwords that meet the rules', async () => {
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefh');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/does not meet all the rules/i)).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('resets with the token from the link and goes to sign-in', async () => {
    resetMock.mockResolvedValue(okEnvelope);
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=password-reset');
    expect(resetMock).toHaveBeenCalledWith('tok-123', 'NewPass1');
  });

  it('offers a new link when the token has expired or was used, keeping the typed passwords', async () => {
    resetMock.mockRejectedValue(
      new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
        field: 'token',
        serverMessage: 'This reset link is invalid or has expired. Request a new one.',
      }),
    );
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/invalid or has expired/i);
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/check-email',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass1');
  });

  it('explains a link without a token', () => {
    open('/auth/reset-password');
    expect(screen.getByText(/link is invalid, has expired or has already been used/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('submits once on a double click', async () => {
    resetMock.mockImplementation(() => new Promise(() => {}));
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.dblClick(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(resetMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /reset password/i })).toBeDisabled();
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
      '/auth/check-email',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(checkMock).toHaveBeenCalledWith('tok-123');
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('shows the form when the check itself fails (offline), leaving the answer to the reset', async () => {
    checkMock.mockRejectedValue(new ApiError(NETWORK_ERROR_CODE, 'offline'));
    open();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
