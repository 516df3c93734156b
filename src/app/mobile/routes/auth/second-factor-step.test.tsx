/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import { renderScreen } from '@/app/session/test-render';
import { makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken } from '@/shared/request/session-token';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import MobileLoginPage from './login-page';

const login = scriptedCall<{ email: string; password: string }>(AUTH_API.login);
const verify = scriptedCall<{ pendingToken: string; code: string; rememberDevice: boolean }>(
  SECOND_FACTOR_API.verify,
);
startMswServer(login.handler, verify.handler);

jest.setTimeout(60_000);

afterEach(() => {
  window.localStorage.clear();
  forgetSessionToken();
});

describe('mobile second-factor step', () => {
  it('takes a recovery code after the password, and refuses one already used', async () => {
    login.answer({ secondFactor: { step: 'VERIFY', pendingToken: 'pending-2', expiresInSeconds: 300 } });
    verify.answerOnce({ ctoken: 't', data: makeUser(), recoveryCodesLeft: 9 }).reply(() =>
      HttpResponse.json(
        {
          ...failure('IPAY_RS_510871003'),
          resultMessage: 'The code is incorrect or has expired.',
          field: 'code',
        },
        { status: 400 },
      ),
    );
    const first = renderScreen(<MobileLoginPage />, {
      url: '/mobile/auth/login',
      pattern: '/mobile/auth/login',
      platform: 'mobile',
    });
    const user = userEvent.setup();
    const signIn = async () => {
      await user.type(screen.getByLabelText('Email'), 'ana@gcash.example');
      await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('Authentication code'), 'AAAAA-BBBBB');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
    };
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/mobile/overview');
    expect(verify.asked[0]).toEqual({
      pendingToken: 'pending-2',
      code: 'AAAAA-BBBBB',
      rememberDevice: false,
    });
    first.unmount();

    renderScreen(<MobileLoginPage />, {
      url: '/mobile/auth/login',
      pattern: '/mobile/auth/login',
      platform: 'mobile',
    });
    await signIn();
    expect(await screen.findByText('The code is incorrect or has expired.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
