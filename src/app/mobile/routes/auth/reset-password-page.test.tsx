/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import MobileResetPasswordPage from './reset-password-page';

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

beforeEach(() => checkResetToken.answer({ purpose: 'reset' }));
afterEach(() => jest.restoreAllMocks());

/** Opens the page with a usable link and waits for the check to let the form show. */
async function show(url?: string) {
  open(url);
  await screen.findByLabelText('New password', {}, { timeout: 30_000 });
}

describe('mobile reset-password page', () => {
  it('ticks the rules live and resets with the token', async () => {
    resetPassword.answer({});
    await show();
    const rules = screen.getByRole('list', { name: 'Your new password must have' });
    expect(within(rules).getAllByRole('listitem', { name: /not met/ })).toHaveLength(6);
    const user = await fill('NewPass1');
    expect(within(rules).queryAllByRole('listitem', { name: /not met/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mobile/auth/login?notice=password-reset',
    );
    expect(resetPassword.asked).toEqual([{ token: 'tok-9', newPassword: 'NewPass1' }]);
  });

  it('offers a new link for a used or expired token', async () => {
    resetPassword.reply(usedLink);
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
    checkResetToken.reply(usedLink);
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(
      await screen.findByText(/link is invalid, has expired or has already been used/i),
    ).toBeInTheDocument();
    // Its name once, as the page's heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This reset link cannot be used');
    expect(screen.getAllByText('This reset link cannot be used')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/mobile/auth/check-email',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(checkResetToken.asked).toEqual([{ token: 'tok-9' }]);
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
