import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail } from '@contract/event/schemas';
import * as api from '@/domains/event/api';
import { ApiError } from '@/shared/request/api-error';
import { blockRoot, currentLocation, ok, renderAt, systemError } from '@/test/overview-test-utils';
import EventDetailPage from './event-detail-page';

jest.mock('@/domains/event/api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const fetchEvent = jest.mocked(api.fetchEventDetail);

const event: EventDetail = {
  id: 'ev3',
  title: 'Chuseok settlement holiday',
  type: 'SETTLEMENT_HOLIDAY',
  startDate: '2026-09-24',
  endDate: '2026-09-26',
  countries: ['KR'],
  description: 'No settlement in Korea on these days.',
  content: 'Payments made during the holiday settle on the next business day.',
  location: null,
  imageUrl: null,
};

const page = (path: string) => renderAt(<EventDetailPage />, { path, pattern: '/event-detail/:id' });

beforeEach(() => jest.resetAllMocks());

describe('EventDetailPage', () => {
  it('shows the event of the :id in the path', async () => {
    fetchEvent.mockResolvedValue({ ...ok, event });
    page('/event-detail/ev3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chuseok settlement holiday' }),
    ).toBeInTheDocument();
    expect(fetchEvent).toHaveBeenCalledWith('ev3');
    expect(screen.getByText('Settlement holiday')).toBeInTheDocument();
    expect(screen.getByText('South Korea')).toBeInTheDocument();
    expect(screen.getByText(/Sep 24\s*–\s*26, 2026/)).toBeInTheDocument();
    expect(blockRoot('event-detail')).toHaveAttribute('data-state', 'ready');
  });

  it('says the event is not available for an unknown id, with ways back', async () => {
    fetchEvent.mockRejectedValue(new ApiError('IPAY_RS_510870003', 'Illegal Parameters'));
    page('/event-detail/unknown');
    expect(await screen.findByText('This event is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to calendar' }));
    expect(currentLocation()).toBe('/interactive-calendar');
  });

  it('offers a retry when loading fails for another reason', async () => {
    fetchEvent.mockRejectedValueOnce(systemError()).mockResolvedValueOnce({ ...ok, event });
    page('/event-detail/ev3');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('event-detail')).toHaveAttribute('data-state', 'ready'));
  });
});
