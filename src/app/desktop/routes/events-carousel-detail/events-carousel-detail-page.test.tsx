/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselDetail } from '@contract/carousel/schemas';
import type { EventSummary } from '@contract/event/schemas';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { FEATURED_API } from '@contract/featured/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { blockRoot, currentLocation, renderAt } from '@/test/overview-test-utils';
import EventsCarouselDetailPage from './events-carousel-detail-page';

const detailCall = scriptedCall(CAROUSEL_API.detail);
const listCall = scriptedCall(FEATURED_API.list);
startMswServer(detailCall.handler, listCall.handler);

// Lists of a dozen items and the kit's pager and select: slow to query on a busy machine.
jest.setTimeout(90_000);

const groupRoot = (id: string) => document.querySelector<HTMLElement>(`[data-group="${id}"]`)!;

const event: EventSummary = {
  id: 'ev0',
  title: '',
  type: 'CAMPAIGN',
  startDate: '2026-01-01',
  endDate: '2026-01-01',
  countries: [],
  description: 'What happens.',
};

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

const page = (path: string) =>
  renderAt(
    <SignedInSessionProvider>
      <EventsCarouselDetailPage />
    </SignedInSessionProvider>,
    // Only this page's path: following a link away renders nothing (and loads nothing).
    { path, pattern: '/events-carousel-detail' },
  );

describe('EventsCarouselDetailPage', () => {
  it('shows the item named by ?id=', async () => {
    detailCall.answer({ carousel: detail });
    page('/events-carousel-detail?id=c7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay in Seoul' })).toBeInTheDocument();
    expect(detailCall.asked).toEqual([{ id: 'c7' }]);
    expect(screen.getByRole('img', { name: 'A street market in Seoul' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(blockRoot('carousel-detail')).toHaveAttribute('data-state', 'ready');
    await userEvent.click(screen.getByRole('link', { name: 'View the event' }));
    expect(currentLocation()).toBe('/event-detail/ev3');
  });

  it('says the item is not available for an unknown id, with a way back', async () => {
    detailCall.fail(ResultCode.ILLEGAL_PARAMETERS);
    page('/events-carousel-detail?id=nope');
    expect(await screen.findByText('This item is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(currentLocation()).toBe('/overview');
  });

  it('without an id lists highlights and events, current first, past after, each opening its detail', async () => {
    listCall.answer({
      today: '2026-11-20',
      carouselList: [detail, { ...detail, id: 'c1', title: 'Summer in Bangkok', endDate: '2026-08-31' }],
      eventList: [
        {
          ...event,
          id: 'ev3',
          title: 'Year-end Travel Festival',
          startDate: '2026-12-01',
          endDate: '2027-01-15',
        },
        { ...event, id: 'ev1', title: 'Chuseok', startDate: '2026-09-24', endDate: '2026-09-26' },
      ],
    });
    page('/events-carousel-detail');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events and highlights' }),
    ).toBeInTheDocument();
    expect(detailCall.asked).toEqual([]);
    await waitFor(() => expect(groupRoot('featured-current')).not.toBeNull());
    const current = within(groupRoot('featured-current'));
    const past = within(groupRoot('featured-past'));
    expect(current.getByRole('link', { name: /Pay in Seoul/ })).toBeInTheDocument();
    expect(current.getByRole('link', { name: 'Year-end Travel Festival' })).toBeInTheDocument();
    expect(past.getByRole('link', { name: /Summer in Bangkok/ })).toBeInTheDocument();
    expect(past.getByRole('link', { name: 'Chuseok' })).toBeInTheDocument();
    expect(current.queryByText('Chuseok')).not.toBeInTheDocument();
    await userEvent.click(past.getByRole('link', { name: 'Chuseok' }));
    expect(currentLocation()).toBe('/event-detail/ev1');
  });

  it('says so when nothing is on, and offers a retry when the list fails', async () => {
    listCall.failOnce().answerOnce({
      today: '2026-11-20',
      carouselList: [],
      eventList: [{ ...event, id: 'ev1', title: 'Chuseok', startDate: '2026-09-24', endDate: '2026-09-26' }],
    });
    page('/events-carousel-detail');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing is on right now.')).toBeInTheDocument();
    expect(within(groupRoot('featured-past')).getByRole('link', { name: 'Chuseok' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails for another reason', async () => {
    detailCall.failOnce().answerOnce({ carousel: detail });
    page('/events-carousel-detail?id=c7');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('carousel-detail')).toHaveAttribute('data-state', 'ready'));
  });

  const launches = Array.from({ length: 12 }, (_, at) => ({
    ...event,
    id: `l${at + 1}`,
    title: `Launch ${at + 1}`,
    type: 'LAUNCH' as const,
    startDate: '2026-03-01',
    endDate: '2026-03-02',
  }));
  // Twelve past launches, one current campaign and one current highlight.
  const manyEvents = () =>
    listCall.answer({
      today: '2026-11-20',
      carouselList: [detail],
      eventList: [
        { ...event, id: 'ev3', title: 'Seoul campaign', startDate: '2026-11-01', endDate: '2026-12-31' },
        ...launches,
      ],
    });

  it('lists ten to a page, with the pager under the list', async () => {
    manyEvents();
    page('/events-carousel-detail');
    await waitFor(() => expect(groupRoot('featured-past')).not.toBeNull());
    const past = within(groupRoot('featured-past'));
    expect(past.getByText('Launch 10')).toBeInTheDocument();
    expect(past.queryByText('Launch 11')).not.toBeInTheDocument();
    await userEvent.click(past.getByTitle('2'));
    expect(past.getByText('Launch 11')).toBeInTheDocument();
    expect(past.queryByText('Launch 1')).not.toBeInTheDocument();
  });

  it('filters both groups by words and by kind', async () => {
    manyEvents();
    page('/events-carousel-detail');
    await waitFor(() => expect(groupRoot('featured-past')).not.toBeNull());
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.paste('launch 1');
    const past = within(groupRoot('featured-past'));
    expect(past.getByText('Launch 12')).toBeInTheDocument();
    expect(past.queryByText('Launch 2')).not.toBeInTheDocument();
    expect(
      within(groupRoot('featured-current')).getByText('Nothing here matches the filter.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByTitle('Highlights only'));
    const current = within(groupRoot('featured-current'));
    expect(current.getByText('Pay in Seoul')).toBeInTheDocument();
    expect(current.queryByText('Seoul campaign')).not.toBeInTheDocument();
    expect(within(groupRoot('featured-past')).queryByText(/^Launch/)).not.toBeInTheDocument();
  });
});
