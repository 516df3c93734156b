/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken } from '@/shared/request/session-token';
import { changeLocale } from '@/shared/i18n';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import MobileLoginPage from './login-page';

const login = scriptedCall<{ email: string; password: string }>(AUTH_API.login);
startMswServer(login.handler);

const show = (url = '/mobile/auth/login') =>
  renderScreen(<MobileLoginPage />, { url, pattern: '/mobile/auth/login', platform: 'mobile' });

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

jest.setTimeout(60_000);

afterEach(async () => {
  window.localStorage.clear();
  forgetSessionToken();
  await changeLocale('en');
});

describe('mobile login page', () => {
  it('validates before calling the server', async () => {
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'bad@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(login.asked).toEqual([]);
  });

  it('says what is wrong in Chinese when Chinese is chosen', async () => {
    await changeLocale('zh-CN');
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('邮箱'), 'bad@');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeInTheDocument();
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

  it('signs in and lands on the mobile overview, or the remembered page', async () => {
    login.answer({ ctoken: 't', data: makeUser() });
    show('/mobile/auth/login?redirect=%2Fmobile%2Fcontracts');
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/mobile\/contracts$/);
  });

  it('shows one message for bad credentials and keeps the input', async () => {
    login.reply(() =>
      HttpResponse.json(
        { ...failure('IPAY_RS_510870003'), resultMessage: 'Incorrect email or password', field: 'password' },
        { status: 400 },
      ),
    );
    show();
    const user = await fill('ana@gcash.example', 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gcash.example');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-1');
  });

  it('submits once on a double click', async () => {
    const held = login.holdOnce({ ctoken: 't', data: makeUser() });
    show();
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login.asked).toHaveLength(1));
    held.settle();
    expect(await screen.findByTestId('location')).toHaveTextContent('/mobile/overview');
    expect(login.asked).toHaveLength(1);
  });

  it('shows and hides the password with a button', async () => {
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('says a session that ended is a time-out, apart from the signed-out notice', () => {
    show('/mobile/auth/login?notice=session-expired');
    expect(screen.getByText('Session timeout, please log in again.')).toBeInTheDocument();
    expect(screen.queryByText('You have signed out.')).not.toBeInTheDocument();
  });
});
