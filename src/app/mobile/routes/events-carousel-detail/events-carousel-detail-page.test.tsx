import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../../../domains/carousel/api';
import { ApiError } from '../../../../shared/request/api-error';
import { blockRoot, currentLocation, ok, renderAt, systemError } from '../../../../test/overview-test-utils';
import EventsCarouselDetailPage from './events-carousel-detail-page';

jest.mock('../../../../domains/carousel/api');
jest.mock('../../../../domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

jest.setTimeout(20_000);

const fetchDetail = jest.mocked(api.fetchCarouselDetail);

beforeEach(() => jest.resetAllMocks());

describe('mobile EventsCarouselDetailPage', () => {
  it('shows the item named by ?id=', async () => {
    fetchDetail.mockResolvedValue({
      ...ok,
      carousel: {
        id: 'c1',
        title: 'Lunar New Year',
        description: 'Red packets abroad.',
        content: 'One.\n\nTwo.',
        mediaType: 'IMAGE',
        mediaUrl: '/media/a.jpg',
        coverUrl: '/media/a.jpg',
        altText: 'Lanterns',
        linkType: 'NONE',
        linkTarget: null,
        order: 1,
        startDate: '2026-01-20',
        endDate: '2026-02-20',
      },
    });
    renderAt(<EventsCarouselDetailPage />, { path: '/mobile/events-carousel-detail?id=c1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar New Year' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lanterns' })).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
  });

  it('says an unknown item is not available, with a way back', async () => {
    fetchDetail.mockRejectedValue(new ApiError('IPAY_RS_510870003', 'Illegal Parameters'));
    renderAt(<EventsCarouselDetailPage />, { path: '/mobile/events-carousel-detail?id=zzz' });
    expect(await screen.findByText('This item is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(currentLocation()).toBe('/mobile/overview');
  });

  it('offers a retry when loading fails for another reason', async () => {
    fetchDetail.mockRejectedValueOnce(systemError());
    renderAt(<EventsCarouselDetailPage />, { path: '/mobile/events-carousel-detail?id=c1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchDetail).toHaveBeenCalledTimes(2));
    expect(blockRoot('carousel-detail')).toBeInTheDocument();
  });
});
