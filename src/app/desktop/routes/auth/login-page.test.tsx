import { renderScreen } from '@/app/session/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@/domains/auth/api';
import { makeUser, okEnvelope } from '@/domains/session/test-fixtures';
import { ApiError } from '@/shared/request/api-error';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import LoginPage from './login-page';

jest.mock('@/domains/auth/api');
const loginMock = login as jest.MockedFunction<typeof login>;

const show = (url = '/auth/login') => renderScreen(<LoginPage />, { url, pattern: '/auth/login' });

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

jest.setTimeout(60_000);

afterEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('desktop login page', () => {
  it('asks for the email and the password before calling the server', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
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
      expect(loginMock).not.toHaveBeenCalled();
    },
  );

  it('rejects a malformed email', async () => {
    show();
    const user = await fill('ana@@gcash', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('signs a partner in and returns to the remembered page', async () => {
    loginMock.mockResolvedValue({ ...okEnvelope, ctoken: 't', sessionKept: true, data: makeUser() });
    show('/auth/login?redirect=%2Fcontracts');
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/contracts$/);
    expect(loginMock).toHaveBeenCalledWith('ana@gcash.example', 'Passw0rd!');
    expect(readUserInfo()).toMatchObject({ email: 'ana@gcash.example', role: 'PARTNER' });
  });

  it('says so and stays when the browser could not keep the session', async () => {
    loginMock.mockResolvedValue({ ...okEnvelope, ctoken: 't', sessionKept: false, data: makeUser() });
    show();
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/this browser did not keep the session/)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(readUserInfo()).toBeNull();
  });

  it('sends staff to the staff area', async () => {
    loginMock.mockResolvedValue({
      ...okEnvelope,
      ctoken: 't',
      sessionKept: true,
      data: makeUser({ role: 'STAFF', partnerId: null }),
    });
    show();
    const user = await fill('staff@network.example', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/iboss/configuration');
  });

  it('shows one message for bad credentials and keeps what was typed', async () => {
    loginMock.mockRejectedValue(
      new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
        field: 'password',
        serverMessage: 'Incorrect email or password',
      }),
    );
    show();
    const user = await fill('ana@gcash.example', 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gcash.example');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-1');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('explains throttling', async () => {
    loginMock.mockRejectedValue(new ApiError('IPAY_RS_310870004', 'Please try again.', {}));
    show();
    const user = await fill('ana@gcash.example', 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many attempts/i);
  });

  it('submits once on a double click', async () => {
    let finish: (value: Awaited<ReturnType<typeof login>>) => void = () => {};
    loginMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    show();
    const user = await fill('ana@gcash.example', 'Passw0rd!');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loginMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /sign in/i })).toBeDisabled();
    finish({ ...okEnvelope, ctoken: 't', sessionKept: true, data: makeUser() });
    expect(await screen.findByTestId('location')).toHaveTextContent('/overview');
    expect(loginMock).toHaveBeenCalledTimes(1);
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
