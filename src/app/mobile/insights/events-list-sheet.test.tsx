/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarQueryYearRequest, CalendarQueryYearResponse } from '@contract/calendar/schemas';
import type { EventSummary } from '@contract/event/schemas';
import { CALENDAR_API } from '@contract/calendar/constants';
import { MERCHANT_COUNTRIES } from '@contract/merchant/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { resetInsightsSelection } from '@/domains/insights/selection-store';
import { formatCountry } from '@/shared/format/region';
import { renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { insightsMessages as m } from '@/app/messages/insights';
import { MountContext } from '@/app/host/mount-context';
import { EventsListSheet } from './events-list-sheet';

jest.setTimeout(60_000);
const wait = { timeout: 10_000 };
// The sheet's opening animation leaves pointer-events: none on it for a moment; a finger waits it out.
const user = userEvent.setup({ pointerEventsCheck: 0 });

const server = startMswServer();

const event = (id: string, title: string, countries: string[]): EventSummary => ({
  id,
  title,
  type: 'CAMPAIGN',
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  countries,
  description: '',
});
const EVENTS = [
  event('ev-jp', 'Japan cashback week', ['JP']),
  event('ev-th', 'Thailand travel month', ['TH']),
];

const requests: CalendarQueryYearRequest[] = [];
/** Like the server: only the events for one of the asked countries. */
const answering = (answer?: () => Response | Promise<Response>) =>
  server.use(
    http.post(`*${CALENDAR_API.queryYear}`, async ({ request }) => {
      const body = (await request.json()) as CalendarQueryYearRequest;
      requests.push(body);
      if (answer) return answer();
      const eventList = EVENTS.filter(
        (e) => !body.countries?.length || e.countries.some((c) => body.countries!.includes(c)),
      );
      return HttpResponse.json(
        envelope({
          year: body.year,
          eventList,
          publishedRange: { start: '2026-01-01', end: '2026-12-31' },
        }) as CalendarQueryYearResponse,
      );
    }),
  );

beforeEach(() => {
  requests.length = 0;
  resetInsightsSelection();
});

async function openSheet(popupContainer: HTMLElement = document.body) {
  renderMobileScreen(
    <MountContext.Provider value={{ popupContainer }}>
      <EventsListSheet year={2026} onOpen={() => undefined} />
    </MountContext.Provider>,
    { url: '/mobile/overview', pattern: '/mobile/overview' },
  );
  await user.click(screen.getByRole('button', { name: m.eventListLink }));
  return screen.findByRole('region', { name: `${m.eventListLink} · 2026` }, wait);
}

const countryChip = (sheet: HTMLElement, code: string) =>
  within(within(sheet).getByRole('group', { name: m.countries })).getByRole('button', {
    name: formatCountry(code),
  });

test("opens inside the app's popup container, where antd-mobile's scoped styles apply", async () => {
  answering();
  const popupContainer = document.body.appendChild(document.createElement('div'));
  try {
    const sheet = await openSheet(popupContainer);
    expect(popupContainer).toContainElement(sheet);
  } finally {
    popupContainer.remove();
  }
});

test('every merchant country stays a chip after one is picked, so a second can be added', async () => {
  answering();
  const sheet = await openSheet();
  expect(await within(sheet).findByText(m.eventCount(2), undefined, wait)).toBeVisible();
  const chips = within(within(sheet).getByRole('group', { name: m.countries })).getAllByRole('button');
  expect(chips).toHaveLength(MERCHANT_COUNTRIES.length);

  await user.click(countryChip(sheet, 'JP'));
  expect(await within(sheet).findByText(m.eventCount(1), undefined, wait)).toBeVisible();
  expect(requests.at(-1)).toMatchObject({ countries: ['JP'] });
  expect(countryChip(sheet, 'JP')).toHaveAttribute('aria-pressed', 'true');
  // Thailand has no event in the filtered answer, yet it can still be picked.
  expect(countryChip(sheet, 'TH')).toHaveAttribute('aria-pressed', 'false');

  await user.click(countryChip(sheet, 'TH'));
  expect(await within(sheet).findByText(m.eventCount(2), undefined, wait)).toBeVisible();
  expect(requests.at(-1)).toMatchObject({ countries: ['JP', 'TH'] });
});

test('says it is loading, says when loading failed, and Retry loads the events', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  answering(async () => {
    await held;
    return HttpResponse.json(failure('IPAY_RS_500000000'), { status: 500 });
  });
  const sheet = await openSheet();
  expect(await within(sheet).findByText(m.loadingEvents, undefined, wait)).toBeVisible();

  release();
  const alert = await within(sheet).findByRole('alert', undefined, wait);
  expect(alert).toHaveTextContent(m.loadFailed(m.events));
  expect(within(sheet).queryByText(m.loadingEvents)).not.toBeInTheDocument();

  answering();
  await user.click(within(alert).getByRole('button', { name: m.retry }));
  expect(await within(sheet).findByText('Japan cashback week', undefined, wait)).toBeVisible();
  await waitFor(() => expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument(), wait);
});

test('without authority it says so and offers no retry', async () => {
  answering(() => HttpResponse.json(failure(ResultCode.NO_AUTHORITY)));
  const sheet = await openSheet();
  const alert = await within(sheet).findByRole('alert', undefined, wait);
  expect(alert).toHaveTextContent(m.noAuthority);
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
});
