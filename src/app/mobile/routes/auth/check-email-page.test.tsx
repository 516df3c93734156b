/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderScreen } from '@/app/session/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@contract/auth/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import MobileCheckEmailPage from './check-email-page';

const sendResetEmail = scriptedCall<{ email: string }>(AUTH_API.sendResetEmail);
startMswServer(sendResetEmail.handler);

describe('mobile check-email page', () => {
  it('confirms the same way whatever the email', async () => {
    sendResetEmail.answer({});
    renderScreen(<MobileCheckEmailPage />, {
      url: '/mobile/auth/check-email',
      pattern: '/mobile/auth/check-email',
      platform: 'mobile',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/if an account exists for who@example\.com/i)).toBeInTheDocument();
    expect(sendResetEmail.asked).toEqual([{ email: 'who@example.com' }]);
  });
});
