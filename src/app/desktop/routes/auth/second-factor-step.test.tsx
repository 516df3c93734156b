/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import { renderScreen } from '@/app/session/test-render';
import { makeUser } from '@/domains/session/test-fixtures';
import { forgetSessionToken } from '@/shared/request/session-token';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import LoginPage from './login-page';

const login = scriptedCall<{ email: string; password: string }>(AUTH_API.login);
const verify = scriptedCall<{ pendingToken: string; code: string; rememberDevice: boolean }>(
  SECOND_FACTOR_API.verify,
);
const enrolStart = scriptedCall<{ pendingToken: string }>(SECOND_FACTOR_API.enrolStart);
const enrolConfirm = scriptedCall<{ pendingToken: string; code: string }>(SECOND_FACTOR_API.enrolConfirm);
startMswServer(login.handler, verify.handler, enrolStart.handler, enrolConfirm.handler);

const show = () => renderScreen(<LoginPage />, { url: '/auth/login', pattern: '/auth/login' });
const staff = makeUser({ role: 'STAFF', partnerId: null, email: 'staff@network.example' });
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

async function password(step: 'VERIFY' | 'ENROL') {
  login.answer({ secondFactor: { step, pendingToken: 'pending-1', expiresInSeconds: 300 } });
  show();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'staff@network.example');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

jest.setTimeout(60_000);

afterEach(() => {
  window.localStorage.clear();
  forgetSessionToken();
});

describe('desktop second-factor step', () => {
  it('asks for the code after the password, shows a wrong one at the field, and signs in with the right one', async () => {
    verify.reply(({ code }) =>
      code === '123456'
        ? HttpResponse.json({
            success: true,
            resultCode: 'SUCCESS',
            resultMessage: '',
            ctoken: 't',
            data: staff,
          })
        : HttpResponse.json(
            {
              ...failure('IPAY_RS_510871003'),
              resultMessage: 'The code is incorrect or has expired.',
              field: 'code',
            },
            { status: 400 },
          ),
    );
    const user = await password('VERIFY');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    // No session yet: nothing stored.
    expect(readUserInfo()).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect or has expired.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/iboss/configuration');
    expect(verify.asked.at(-1)).toEqual({ pendingToken: 'pending-1', code: '123456', rememberDevice: true });
    expect(readUserInfo()).toMatchObject({ role: 'STAFF' });
  });

  it('goes back to the password when the step has expired', async () => {
    verify.reply(() =>
      HttpResponse.json(
        {
          ...failure('IPAY_RS_510871004'),
          resultMessage: 'Your sign-in step has expired. Please sign in again.',
        },
        { status: 400 },
      ),
    );
    const user = await password('VERIFY');
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in step has expired');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('enrols an account that must: key as text and QR code, then the recovery codes once', async () => {
    enrolStart.answer({
      enrolment: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      },
    });
    enrolConfirm.answer({ ctoken: 't', data: staff, recoveryCodes: CODES });
    const user = await password('ENROL');
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    await user.type(screen.getByLabelText('Code from your app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and continue' }));
    expect(await screen.findByText('AAAAA-BBBBB')).toBeInTheDocument();
    expect(screen.getByText('CCCCC-DDDDD')).toBeInTheDocument();
    // The session exists, but the user leaves only once they have seen the codes.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/iboss/configuration'));
    expect(enrolConfirm.asked).toEqual([
      { pendingToken: 'pending-1', code: '654321', rememberDevice: false },
    ]);
  });
});
