/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import ResetPasswordPage from './reset-password-page';

const checkResetToken = scriptedCall<{ token: string }>(AUTH_API.checkResetToken);
const resetPassword = scriptedCall<{ token: string; newPassword: string }>(AUTH_API.resetPassword);
startMswServer(checkResetToken.handler, resetPassword.handler);
/** The server's refusal of a used or expired token, with the field it concerns and its own words. */
const usedLink = () =>
  HttpResponse.json(
    {
      ...failure('IPAY_RS_510870003'),
      field: 'token',
      resultMessage: 'This reset link is invalid or has expired. Request a new one.',
    },
    { status: 400 },
  );

const open = (url = '/auth/reset-password?token=tok-123') =>
  renderScreen(<ResetPasswordPage />, { url, pattern: '/auth/reset-password' });

const rule = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Your new password must have' })).getByRole('listitem', { name });

jest.setTimeout(60_000);

beforeEach(() => checkResetToken.answer({ purpose: 'reset' }));
afterEach(() => jest.restoreAllMocks());

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
    expect(resetPassword.asked).toEqual([]);
  });

  it('resets with the token from the link and goes to sign-in', async () => {
    resetPassword.answer({});
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=password-reset');
    expect(resetPassword.asked).toEqual([{ token: 'tok-123', newPassword: 'NewPass1' }]);
  });

  it("a new account's link is worded for a first password, and sign-in says the password is set", async () => {
    checkResetToken.answer({ purpose: 'invitation' });
    resetPassword.answer({});
    await show();
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.queryByText(/reset/i)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=password-set');
  });

  it('offers a new link when the token has expired or was used, keeping the typed passwords', async () => {
    resetPassword.reply(usedLink);
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
    const held = resetPassword.holdOnce({});
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.dblClick(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(resetPassword.asked).toHaveLength(1));
    expect(screen.getByRole('button', { name: /reset password/i })).toBeDisabled();
    held.settle();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?notice=password-reset');
    expect(resetPassword.asked).toHaveLength(1);
  });

  it('checks the link as the page opens: a used or expired one offers a new link before anything is typed', async () => {
    checkResetToken.reply(usedLink);
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
    expect(checkResetToken.asked).toEqual([{ token: 'tok-123' }]);
    expect(resetPassword.asked).toEqual([]);
  });

  it('shows the form when the check itself fails (offline), leaving the answer to the reset', async () => {
    // The client reports a transport failure on the console; expected here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    checkResetToken.reply(() => HttpResponse.error());
    open();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('checkResetToken.json failed in transport'));
  });
});
