import { renderScreen } from '@/app/session/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MobileNoAuthorityPage from './no-authority-page';

describe('mobile no-authority page', () => {
  it('tells the user to ask the admin and leads back to the mobile overview', async () => {
    renderScreen(<MobileNoAuthorityPage />, {
      url: '/mobile/no-authority',
      pattern: '/mobile/no-authority',
      platform: 'mobile',
    });
    expect(screen.getByRole('heading', { name: 'No authority', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/ask your portal admin/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mobile/overview');
  });
});
