/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/shared/i18n';
import type { EventDetail } from '@contract/event/schemas';
import { EVENT_API } from '@contract/event/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { blockRoot, currentLocation, renderAt } from '@/test/overview-test-utils';
import { FROM_CALENDAR } from '@/app/routing/event-from-calendar';
import { selectedMenuKey } from '@/app/desktop/layout/desktop-menu';
import EventDetailPage from './event-detail-page';

const eventCall = scriptedCall(EVENT_API.detail);
startMswServer(eventCall.handler);

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

const page = (path: string, state?: unknown) =>
  renderAt(
    <SignedInSessionProvider>
      <EventDetailPage />
    </SignedInSessionProvider>,
    { path, pattern: '/event-detail/:id', state },
  );

afterEach(() => changeLocale('en'));

describe('EventDetailPage', () => {
  it('speaks Chinese: its trail, its facts and their names', async () => {
    await changeLocale('zh-CN');
    eventCall.answer({ event });
    page('/event-detail/ev3');
    expect(await screen.findByRole('link', { name: '活动与要闻' })).toHaveAttribute(
      'href',
      '/events-carousel-detail',
    );
    expect(screen.getByRole('link', { name: '概览' })).toBeInTheDocument();
    expect(await screen.findByText('结算假日')).toBeInTheDocument();
    expect(screen.getByText('时间')).toBeInTheDocument();
  });

  it('shows the event of the :id in the path', async () => {
    eventCall.answer({ event });
    page('/event-detail/ev3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chuseok settlement holiday' }),
    ).toBeInTheDocument();
    expect(eventCall.asked).toEqual([{ id: 'ev3' }]);
    expect(screen.getByText('Settlement holiday')).toBeInTheDocument();
    expect(screen.getByText('South Korea')).toBeInTheDocument();
    expect(screen.getByText(/Sep 24\s*–\s*26, 2026/)).toBeInTheDocument();
    expect(blockRoot('event-detail')).toHaveAttribute('data-state', 'ready');
  });

  it('names the Events list in its trail, the section the side menu lights up for it', async () => {
    eventCall.answer({ event });
    page('/event-detail/ev3');
    const trail = await screen.findByRole('link', { name: 'Events and highlights' });
    expect(trail).toHaveAttribute('href', '/events-carousel-detail');
    expect(screen.queryByRole('link', { name: 'Calendar' })).not.toBeInTheDocument();
  });

  it('opened from the calendar, names the calendar in its trail, as the side menu does', async () => {
    eventCall.answer({ event });
    page('/event-detail/ev3', FROM_CALENDAR);
    const trail = await screen.findByRole('link', { name: 'Interactive calendar' });
    expect(trail).toHaveAttribute('href', '/interactive-calendar');
    expect(screen.queryByRole('link', { name: 'Events and highlights' })).not.toBeInTheDocument();
    expect(selectedMenuKey('/event-detail/ev3', FROM_CALENDAR)).toBe('/interactive-calendar');
    expect(selectedMenuKey('/event-detail/ev3')).toBe('/events-carousel-detail');
  });

  it('says the event is not available for an unknown id, with ways back', async () => {
    eventCall.fail(ResultCode.ILLEGAL_PARAMETERS);
    page('/event-detail/unknown');
    expect(await screen.findByText('This event is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to calendar' }));
    expect(currentLocation()).toBe('/interactive-calendar');
  });

  it('offers a retry when loading fails for another reason', async () => {
    eventCall.failOnce().answerOnce({ event });
    page('/event-detail/ev3');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('event-detail')).toHaveAttribute('data-state', 'ready'));
  });
});
