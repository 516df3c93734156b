import { renderScreen } from '@/app/session/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendResetEmail } from '@/domains/auth/api';
import { okEnvelope } from '@/domains/session/test-fixtures';
import { ApiError } from '@/shared/request/api-error';
import CheckEmailPage from './check-email-page';

jest.mock('@/domains/auth/api');
const sendMock = sendResetEmail as jest.MockedFunction<typeof sendResetEmail>;

const show = () =>
  renderScreen(<CheckEmailPage />, { url: '/auth/check-email', pattern: '/auth/check-email' });

afterEach(() => jest.clearAllMocks());

describe('desktop check-email (forgot password) page', () => {
  it('sends the reset link and confirms without saying whether the account exists', async () => {
    sendMock.mockResolvedValue(okEnvelope);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' nobody@gcash.example ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/if an account exists for nobody@gcash\.example/i)).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledWith('nobody@gcash.example');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('validates the email first', async () => {
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('explains a throttled request and keeps the email', async () => {
    sendMock.mockRejectedValue(
      new ApiError('IPAY_RS_310870004', 'Please try again.', {
        serverMessage: 'Too many reset requests. Please try again later.',
      }),
    );
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@gcash.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many reset requests/i);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gcash.example');
  });
});
