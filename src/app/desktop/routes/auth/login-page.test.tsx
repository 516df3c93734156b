/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/shared/i18n';
import { AUTH_API } from '@contract/auth/constants';
import { makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken } from '@/shared/request/session-token';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import LoginPage from './login-page';

const login = scriptedCall<{ email: string; password: string }>(AUTH_API.login);
startMswServer(login.handler);
/** The server's refusal with the field it concerns and its own words. */
const refused = (resultCode: string, field?: string, resultMessage = 'failed') =>
  HttpResponse.json({ ...failure(resultCode), resultMessage, field }, { status: 400 });

const show = (url = '/auth/login') => renderScreen(<LoginPage />, { url, pattern: '/auth/login' });

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

jest.setTimeout(60_000);

afterEach(async () => {
  await changeLocale('en');
  window.localStorage.clear();
  forgetSessionToken();
});

describe('desktop login page', () => {
  it('asks for the email and the password before calling the server', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(login.asked).toEqual([]);
  });

  it('says what is missing in Chinese', async () => {
    await changeLocale('zh-CN');
    show();
    // antd spaces a button's two Chinese characters apart.
    await userEvent.click(await screen.findByRole('button', { name: /^登\s?录$/ }));
    expect(await screen.findByText('请输入邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(login.asked).toEqual([]);
  });

  it.each(['onlyletters', '12345678', 'abc1', 'pass"word1'])(
    'applies the password rule to %s before sending',
    async (password) => {
      show();
      const user = await fill('ana@gcash.example', password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(
        await screen.findByText(
          'Passwords have 6 to 20 characters, not only letters or only digits, and no \\, " or Chinese characters',
        ),
      ).toBeInTheDocument();
      expect(login.asked).toEqual([]);
    },
  );

  it('rejects a malformed email', async () => {
    show();
    const user = await fill('ana@@gcash', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(login.asked).toEqual([]);
  });

  it('signs a partner in and returns to the remembered page', async () => {
    login.answer({ ctoken: 't', data: makeUser() });
    show('/auth/login?redirect=%2Fcontracts');
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/contracts$/);
    expect(login.asked).toEqual([{ email: 'ana@gcash.example', password: 'Passw0rd!' }]);
    expect(readUserInfo()).toMatchObject({ email: 'ana@gcash.example', role: 'PARTNER' });
  });

  it('says so and stays when the browser could not keep the session', async () => {
    // No token in the answer and no cookie kept: the next call would be signed out.
    login.answer({ data: makeUser() });
    show();
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/this browser did not keep the session/)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(readUserInfo()).toBeNull();
  });

  it('sends staff to the staff area', async () => {
    login.answer({ ctoken: 't', data: makeUser({ role: 'STAFF', partnerId: null }) });
    show();
    const user = await fill('staff@network.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/iboss/configuration');
  });

  it('shows one message for bad credentials and keeps what was typed', async () => {
    login.reply(() => refused('IPAY_RS_510870003', 'password', 'Incorrect email or password'));
    show();
    const user = await fill('ana@gcash.example', 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gcash.example');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-1');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('explains throttling', async () => {
    // Without the server's own words, the page's.
    login.reply(() => refused('IPAY_RS_310870004', undefined, ''));
    show();
    const user = await fill('ana@gcash.example', 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many attempts/i);
  });

  it("passes on the server's words when a busy network address is over its failed sign-ins (429)", async () => {
    const words =
      'Too many failed sign-ins from your network. Please try again in 15 minutes, or reset your password: after a reset you can sign in from here at once.';
    login.reply(() =>
      HttpResponse.json(
        { ...failure('IPAY_RS_310870004'), resultMessage: words },
        { status: 429, headers: { 'Retry-After': '883' } },
      ),
    );
    show();
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gcash.example');
  });

  it('submits once on a double click', async () => {
    const held = login.holdOnce({ ctoken: 't', data: makeUser() });
    show();
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login.asked).toHaveLength(1));
    expect(screen.getByRole('button', { name: /sign in/i })).toBeDisabled();
    held.settle();
    expect(await screen.findByTestId('location')).toHaveTextContent('/overview');
    expect(login.asked).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    show();
    const user = userEvent.setup();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('tells a user why they are here after a password change', () => {
    show('/auth/login?notice=password-changed');
    expect(screen.getByText(/your password has been changed/i)).toBeInTheDocument();
  });

  it('says a session that ended is a time-out, apart from the signed-out notice', () => {
    show('/auth/login?notice=session-expired');
    expect(screen.getByText('Session timeout, please log in again.')).toBeInTheDocument();
    expect(screen.queryByText('You have signed out.')).not.toBeInTheDocument();
  });
});
