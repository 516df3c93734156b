import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselDetail } from '../../../../../contract/carousel';
import * as api from '../../../../domains/carousel/api';
import { ApiError } from '../../../../shared/request/api-error';
import { blockRoot, currentLocation, ok, renderAt, systemError } from '../../../../test/overview-test-utils';
import EventsCarouselDetailPage from './events-carousel-detail-page';

jest.mock('../../../../domains/carousel/api');
jest.mock('../../../../domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

jest.setTimeout(20_000);

const fetchDetail = jest.mocked(api.fetchCarouselDetail);

const detail: CarouselDetail = {
  id: 'c7',
  title: 'Pay in Seoul',
  description: 'Scan to pay at 50,000 more merchants.',
  content: 'First paragraph.\n\nSecond paragraph.',
  mediaType: 'IMAGE',
  mediaUrl: '/media/overview/banner-2.png',
  coverUrl: '/media/overview/banner-2.png',
  altText: 'A street market in Seoul',
  linkType: 'EVENT',
  linkTarget: 'ev3',
  order: 1,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
};

const page = (path: string) => renderAt(<EventsCarouselDetailPage />, { path });

beforeEach(() => jest.resetAllMocks());

describe('EventsCarouselDetailPage', () => {
  it('shows the item named by ?id=', async () => {
    fetchDetail.mockResolvedValue({ ...ok, carousel: detail });
    page('/events-carousel-detail?id=c7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay in Seoul' })).toBeInTheDocument();
    expect(fetchDetail).toHaveBeenCalledWith('c7');
    expect(screen.getByRole('img', { name: 'A street market in Seoul' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(blockRoot('carousel-detail')).toHaveAttribute('data-state', 'ready');
    await userEvent.click(screen.getByRole('link', { name: 'View the event' }));
    expect(currentLocation()).toBe('/event-detail/ev3');
  });

  it('says the item is not available for an unknown id, with a way back', async () => {
    fetchDetail.mockRejectedValue(new ApiError('IPAY_RS_510870003', 'Illegal Parameters'));
    page('/events-carousel-detail?id=nope');
    expect(await screen.findByText('This item is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(currentLocation()).toBe('/overview');
  });

  it('treats a missing id as not found without calling the server', async () => {
    page('/events-carousel-detail');
    expect(await screen.findByText('This item is not available')).toBeInTheDocument();
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails for another reason', async () => {
    fetchDetail.mockRejectedValueOnce(systemError()).mockResolvedValueOnce({ ...ok, carousel: detail });
    page('/events-carousel-detail?id=c7');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('carousel-detail')).toHaveAttribute('data-state', 'ready'));
  });
});
