import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@/domains/carousel/api';
import * as eventApi from '@/domains/event/api';
import { ApiError } from '@/shared/request/api-error';
import { blockRoot, currentLocation, ok, renderAt, systemError } from '@/test/overview-test-utils';
import EventsCarouselDetailPage from './events-carousel-detail-page';

jest.mock('@/domains/carousel/api');
jest.mock('@/domains/event/api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const fetchDetail = jest.mocked(api.fetchCarouselDetail);
const fetchList = jest.mocked(api.fetchFeaturedList);
const fetchEvent = jest.mocked(eventApi.fetchEventDetail);
const groupRoot = (id: string) => document.querySelector<HTMLElement>(`[data-group="${id}"]`)!;
const summary = {
  type: 'CAMPAIGN' as const,
  countries: [],
  description: 'What happens.',
};
const item = {
  description: 'Red packets abroad.',
  mediaType: 'IMAGE' as const,
  mediaUrl: '/media/a.jpg',
  coverUrl: '/media/a.jpg',
  altText: 'Lanterns',
  linkType: 'NONE' as const,
  linkTarget: null,
  order: 1,
};

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

  it('without an id lists highlights and events, current first; a highlight opens its page, an event its popup', async () => {
    fetchList.mockResolvedValue({
      ...ok,
      today: '2026-11-20',
      carouselList: [
        { ...item, id: 'c1', title: 'Lunar New Year', startDate: '2026-11-01', endDate: '2026-12-20' },
        { ...item, id: 'c0', title: 'Songkran', startDate: '2026-04-01', endDate: '2026-04-20' },
      ],
      eventList: [
        { ...summary, id: 'ev2', title: 'Christmas Day', startDate: '2026-12-25', endDate: '2026-12-25' },
        { ...summary, id: 'ev1', title: 'Chuseok', startDate: '2026-09-24', endDate: '2026-09-26' },
      ],
    });
    fetchEvent.mockReturnValue(new Promise(() => undefined));
    renderAt(<EventsCarouselDetailPage />, { path: '/mobile/events-carousel-detail' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events and highlights' }),
    ).toBeInTheDocument();
    expect(fetchDetail).not.toHaveBeenCalled();
    const current = within(groupRoot('featured-current'));
    const past = within(groupRoot('featured-past'));
    expect(current.getByRole('button', { name: /Christmas Day/ })).toBeInTheDocument();
    expect(past.getByRole('link', { name: /Songkran/ })).toBeInTheDocument();
    expect(current.queryByText('Songkran')).not.toBeInTheDocument();
    await userEvent.click(past.getByRole('button', { name: /Chuseok/ }));
    expect(fetchEvent).toHaveBeenCalledWith('ev1');
    await userEvent.click(current.getByRole('link', { name: /Lunar New Year/ }));
    expect(currentLocation()).toBe('/mobile/events-carousel-detail?id=c1');
  });
});
