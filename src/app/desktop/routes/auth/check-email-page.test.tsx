/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import CheckEmailPage from './check-email-page';

const sendResetEmail = scriptedCall<{ email: string }>(AUTH_API.sendResetEmail);
startMswServer(sendResetEmail.handler);

const show = () =>
  renderScreen(<CheckEmailPage />, { url: '/auth/check-email', pattern: '/auth/check-email' });

describe('desktop check-email (forgot password) page', () => {
  it('sends the reset link and confirms without saying whether the account exists', async () => {
    sendResetEmail.answer({});
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' nobody@gcash.example ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/if an account exists for nobody@gcash\.example/i)).toBeInTheDocument();
    expect(sendResetEmail.asked).toEqual([{ email: 'nobody@gcash.example' }]);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('validates the email first', async () => {
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sendResetEmail.asked).toEqual([]);
  });

  it('explains a throttled request and keeps the email', async () => {
    sendResetEmail.reply(() =>
      HttpResponse.json(
        {
          ...failure('IPAY_RS_310870004'),
          resultMessage: 'Too many reset requests. Please try again later.',
        },
        { status: 429 },
      ),
    );
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@gcash.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many reset requests/i);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gcash.example');
  });
});
