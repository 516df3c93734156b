import { renderScreen } from '@/app/session/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendResetEmail } from '@/domains/auth/api';
import { okEnvelope } from '@/domains/session/test-fixtures';
import MobileCheckEmailPage from './check-email-page';

jest.mock('@/domains/auth/api');
const sendMock = sendResetEmail as jest.MockedFunction<typeof sendResetEmail>;

describe('mobile check-email page', () => {
  it('confirms the same way whatever the email', async () => {
    sendMock.mockResolvedValue(okEnvelope);
    renderScreen(<MobileCheckEmailPage />, {
      url: '/mobile/auth/check-email',
      pattern: '/mobile/auth/check-email',
      platform: 'mobile',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/if an account exists for who@example\.com/i)).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledWith('who@example.com');
  });
});
