/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { EVENT_API } from '@contract/event/constants';
import { FEATURED_API } from '@contract/featured/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { blockRoot, currentLocation, renderAt } from '@/test/overview-test-utils';
import EventsCarouselDetailPage from './events-carousel-detail-page';

const detailCall = scriptedCall(CAROUSEL_API.detail);
const listCall = scriptedCall(FEATURED_API.list);
const eventCall = scriptedCall(EVENT_API.detail);
startMswServer(detailCall.handler, listCall.handler, eventCall.handler);

const signedIn = (ui: ReactElement) => <SignedInSessionProvider>{ui}</SignedInSessionProvider>;
// Only this page's path: following a link away renders nothing (and loads nothing).
const pattern = '/mobile/events-carousel-detail';

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

const lunarNewYear = {
  id: 'c1',
  title: 'Lunar New Year',
  description: 'Red packets abroad.',
  content: 'One.\n\nTwo.',
  mediaType: 'IMAGE' as const,
  mediaUrl: '/media/a.jpg',
  coverUrl: '/media/a.jpg',
  altText: 'Lanterns',
  linkType: 'NONE' as const,
  linkTarget: null,
  order: 1,
  startDate: '2026-01-20',
  endDate: '2026-02-20',
};

describe('mobile EventsCarouselDetailPage', () => {
  it('shows the item named by ?id=', async () => {
    detailCall.answer({ carousel: lunarNewYear });
    renderAt(signedIn(<EventsCarouselDetailPage />), {
      path: '/mobile/events-carousel-detail?id=c1',
      pattern,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar New Year' })).toBeInTheDocument();
    expect(detailCall.asked).toEqual([{ id: 'c1' }]);
    expect(screen.getByRole('img', { name: 'Lanterns' })).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
  });

  it('says an unknown item is not available, with a way back', async () => {
    detailCall.fail(ResultCode.ILLEGAL_PARAMETERS);
    renderAt(signedIn(<EventsCarouselDetailPage />), {
      path: '/mobile/events-carousel-detail?id=zzz',
      pattern,
    });
    expect(await screen.findByText('This item is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(currentLocation()).toBe('/mobile/overview');
  });

  it('offers a retry when loading fails for another reason', async () => {
    detailCall.failOnce().answerOnce({ carousel: lunarNewYear });
    renderAt(signedIn(<EventsCarouselDetailPage />), {
      path: '/mobile/events-carousel-detail?id=c1',
      pattern,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar New Year' })).toBeInTheDocument();
    expect(detailCall.asked).toHaveLength(2);
    expect(blockRoot('carousel-detail')).toBeInTheDocument();
  });

  it('without an id lists highlights and events, current first; a highlight opens its page, an event its popup', async () => {
    listCall.answer({
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
    eventCall.answer({
      event: {
        ...summary,
        id: 'ev1',
        title: 'Chuseok',
        startDate: '2026-09-24',
        endDate: '2026-09-26',
        content: 'No settlement in Korea.',
        location: null,
        imageUrl: null,
      },
    });
    renderAt(signedIn(<EventsCarouselDetailPage />), { path: '/mobile/events-carousel-detail', pattern });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events and highlights' }),
    ).toBeInTheDocument();
    expect(detailCall.asked).toEqual([]);
    await waitFor(() => expect(groupRoot('featured-current')).not.toBeNull());
    const current = within(groupRoot('featured-current'));
    const past = within(groupRoot('featured-past'));
    expect(current.getByRole('button', { name: /Christmas Day/ })).toBeInTheDocument();
    expect(past.getByRole('link', { name: /Songkran/ })).toBeInTheDocument();
    expect(current.queryByText('Songkran')).not.toBeInTheDocument();
    await userEvent.click(past.getByRole('button', { name: /Chuseok/ }));
    await waitFor(() => expect(eventCall.asked).toEqual([{ id: 'ev1' }]));
    expect(await screen.findByText('No settlement in Korea.')).toBeInTheDocument();
    detailCall.answer({ carousel: lunarNewYear });
    await userEvent.click(current.getByRole('link', { name: /Lunar New Year/ }));
    expect(currentLocation()).toBe('/mobile/events-carousel-detail?id=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar New Year' })).toBeInTheDocument();
  });

  it('shows ten at a time with "Show more", and filters by words and by kind', async () => {
    const launches = Array.from({ length: 12 }, (_, at) => ({
      ...summary,
      id: `l${at + 1}`,
      title: `Launch ${at + 1}`,
      type: 'LAUNCH' as const,
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    }));
    listCall.answer({
      today: '2026-11-20',
      carouselList: [
        { ...item, id: 'c1', title: 'Lunar New Year', startDate: '2026-11-01', endDate: '2026-12-20' },
      ],
      eventList: [
        { ...summary, id: 'ev2', title: 'Christmas Day', startDate: '2026-12-25', endDate: '2026-12-25' },
        ...launches,
      ],
    });
    renderAt(signedIn(<EventsCarouselDetailPage />), { path: '/mobile/events-carousel-detail', pattern });
    await waitFor(() => expect(groupRoot('featured-past')).not.toBeNull());
    const past = () => within(groupRoot('featured-past'));
    expect(past().getAllByRole('button', { name: /^Launch/ })).toHaveLength(10);
    await userEvent.click(past().getByRole('button', { name: 'Show more (2 left)' }));
    expect(past().getAllByRole('button', { name: /^Launch/ })).toHaveLength(12);

    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.paste('launch 1');
    // "Launch 1", "Launch 10", "Launch 11", "Launch 12"; nothing current matches.
    expect(past().getAllByRole('button', { name: /^Launch/ })).toHaveLength(4);
    expect(
      within(groupRoot('featured-current')).getByText('Nothing here matches the filter.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Highlights only');
    expect(
      within(groupRoot('featured-current')).getByRole('link', { name: /Lunar New Year/ }),
    ).toBeInTheDocument();
    expect(
      within(groupRoot('featured-current')).queryByRole('button', { name: /Christmas Day/ }),
    ).not.toBeInTheDocument();
    expect(past().queryByRole('button', { name: /^Launch/ })).not.toBeInTheDocument();
  });
});
