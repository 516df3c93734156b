/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventSummary } from '@contract/event/schemas';
import type { CalendarQueryYearRequest } from '@contract/calendar/schemas';
import { CALENDAR_API } from '@contract/calendar/constants';
import { isoDay } from '@/domains/calendar/event-marks';
import { formatDate } from '@/shared/format/date';
import CalendarBlock from './calendar-block';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { blockRoot, currentLocation, renderAt } from '@/test/overview-test-utils';

const yearCall = scriptedCall<CalendarQueryYearRequest>(CALENDAR_API.queryYear);
startMswServer(yearCall.handler);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <CalendarBlock />
    </SignedInSessionProvider>,
  );

const today = new Date();
const year = today.getFullYear();
// A day in this month that is not today, so clicking it is a real selection.
const day = new Date(year, today.getMonth(), today.getDate() === 15 ? 16 : 15);

const event = (id: string, date: Date, title: string): EventSummary => ({
  id,
  title,
  type: 'CAMPAIGN',
  startDate: isoDay(date),
  endDate: isoDay(date),
  countries: [],
  description: '',
});

const answer = (eventList: EventSummary[]) => ({
  year,
  eventList,
  publishedRange: { start: `${year}-01-01`, end: `${year}-12-31` },
});

describe('CalendarBlock', () => {
  it('asks for this year and shows a skeleton until it answers', async () => {
    const call = yearCall.holdOnce(answer([]));
    renderBlock();
    expect(blockRoot('calendar')).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(yearCall.asked).toEqual([{ year }]));
    call.settle();
    await waitFor(() => expect(blockRoot('calendar')).toHaveAttribute('data-state', 'ready'));
  });

  it('retries after a failure', async () => {
    yearCall.failOnce().answerOnce(answer([]));
    renderBlock();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('calendar')).toHaveAttribute('data-state', 'ready'));
  });

  it('marks days with events and opens the event of a clicked day', async () => {
    yearCall.answer(answer([event('ev-15', day, 'Songkran payouts')]));
    renderBlock();
    const mark = await screen.findByText(`${formatDate(day)}: Songkran payouts`);
    await userEvent.click(mark.closest('td') as HTMLElement);
    expect(currentLocation()).toBe('/event-detail/ev-15');
  });

  it('marks the months with events in the year view', async () => {
    const otherMonth = (today.getMonth() + 6) % 12;
    yearCall.answer(answer([event('ev-m', new Date(year, otherMonth, 10), 'Mid-year campaign')]));
    renderBlock();
    await waitFor(() => expect(blockRoot('calendar')).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(screen.getByText('Year', { selector: 'span' }));
    const monthName = new Date(year, otherMonth, 1).toLocaleString('en-US', { month: 'long' });
    const mark = await screen.findByText(`${monthName} ${year}: Mid-year campaign`);
    expect(mark.closest('[data-has-events]')).toHaveAttribute('data-has-events', 'true');
    expect(blockRoot('calendar').querySelectorAll('[data-has-events="true"]')).toHaveLength(1);
  });

  it('links to the full calendar', async () => {
    yearCall.answer(answer([]));
    renderBlock();
    expect(await screen.findByRole('link', { name: 'Open calendar' })).toHaveAttribute(
      'href',
      '/interactive-calendar',
    );
  });

  it('lists what is coming up as links', async () => {
    const later = new Date(year, 11, 31);
    yearCall.answer(answer([event('ev-nye', later, 'Year-end settlement holiday')]));
    renderBlock();
    expect(await screen.findByRole('link', { name: 'Year-end settlement holiday' })).toHaveAttribute(
      'href',
      '/event-detail/ev-nye',
    );
  });
});
