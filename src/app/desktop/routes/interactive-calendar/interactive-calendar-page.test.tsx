/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { EventSummary } from '@contract/event/schemas';
import { CALENDAR_API } from '@contract/calendar/constants';
import { isoDay } from '@/domains/calendar/event-marks';
import { resetInsightsSelection } from '@/domains/insights/selection-store';
import { formatDate } from '@/shared/format/date';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import InteractiveCalendarPage from './interactive-calendar-page';

// The interactive calendar against answers at the network level: loading, empty, error with
// retry, no authority; the selected day's events, month and year changes, country and type
// filters, the published range, .ics export, and the selection kept across an event and back.

jest.setTimeout(120_000);
const wait = { timeout: 20_000 };

const YEAR_CALL = '*/api/spportal/calendar/queryYear.json';
const EXPORT = `*${CALENDAR_API.export}`;

const today = new Date();
const year = today.getFullYear();
const month = today.getMonth();
// A day of this month that is not today, so clicking it is a real selection.
const otherDay = new Date(year, month, today.getDate() === 15 ? 16 : 15);
// The month after this one, in the same year (January when this is December).
const nextMonth = month === 11 ? 0 : month + 1;
const inNextMonth = new Date(year, nextMonth, 10);
const shortMonth = (index: number) => new Date(year, index, 1).toLocaleString('en-US', { month: 'short' });

const event = (id: string, date: Date, title: string, fields: Partial<EventSummary> = {}): EventSummary => ({
  id,
  title,
  type: 'CAMPAIGN',
  startDate: isoDay(date),
  endDate: isoDay(date),
  countries: [],
  description: '',
  ...fields,
});

const EVENTS = [
  event('ev-today', today, 'Cross-border cashback week', { countries: ['JP'] }),
  event('ev-other', otherDay, 'Thailand settlement holiday', {
    type: 'SETTLEMENT_HOLIDAY',
    countries: ['TH'],
  }),
  event('ev-next', inNextMonth, 'Korea wallet launch', { type: 'LAUNCH', countries: ['KR'] }),
];

interface YearRequest {
  year: number;
  countries?: string[];
  types?: string[];
}

const requests: YearRequest[] = [];
const server = startMswServer();

/** Answers the year call like the server: the year's events, filtered by country and type. */
const serveYear = (range = { start: `${year - 1}-01-01`, end: `${year + 1}-12-31` }) =>
  server.use(
    http.post(YEAR_CALL, async ({ request }) => {
      const body = (await request.json()) as YearRequest;
      requests.push(body);
      const eventList = EVENTS.filter(
        (e) =>
          e.startDate.startsWith(String(body.year)) &&
          (!body.countries?.length || e.countries.some((c) => body.countries!.includes(c))) &&
          (!body.types?.length || body.types.includes(e.type)),
      );
      return HttpResponse.json(envelope({ year: body.year, eventList, publishedRange: range }));
    }),
  );

function EventDetailStandIn() {
  const navigate = useNavigate();
  return (
    <div>
      <p>{`Event ${useParams().id}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </div>
  );
}

function show() {
  clearCache();
  return render(
    <MemoryRouter initialEntries={['/interactive-calendar']}>
      <SignedInSessionProvider>
        <Routes>
          <Route path="/interactive-calendar" element={<InteractiveCalendarPage />} />
          <Route path="/event-detail/:id" element={<EventDetailStandIn />} />
        </Routes>
      </SignedInSessionProvider>
    </MemoryRouter>,
  );
}

const ready = () =>
  waitFor(() => expect(blockRoot('interactive-calendar')).toHaveAttribute('data-state', 'ready'), wait);
const sideList = () =>
  screen.getByRole('heading', { level: 2, name: /^Events on / }).closest('.ant-card') as HTMLElement;
const cell = (date: Date) => document.querySelector<HTMLElement>(`td[title="${isoDay(date)}"]`)!;

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option, {}, wait);
  await userEvent.click(options[options.length - 1]);
}

beforeEach(() => {
  requests.length = 0;
  resetInsightsSelection();
});

test("loads this year's events; today's are listed beside the calendar; another day shows its own", async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(YEAR_CALL, async ({ request }) => {
      await held;
      requests.push((await request.clone().json()) as YearRequest);
      return HttpResponse.json(
        envelope({
          year,
          eventList: EVENTS.filter((e) => e.startDate.startsWith(String(year))),
          publishedRange: { start: `${year}-01-01`, end: `${year}-12-31` },
        }),
      );
    }),
  );
  show();
  expect(blockRoot('interactive-calendar')).toHaveAttribute('data-state', 'loading');
  expect(blockRoot('interactive-calendar')).toHaveAttribute('aria-busy', 'true');
  release();
  await ready();
  expect(requests[0]).toEqual({ year });
  expect(
    screen.getByRole('heading', { level: 2, name: `Events on ${formatDate(isoDay(today))}` }),
  ).toBeVisible();
  expect(within(sideList()).getByRole('link', { name: 'Cross-border cashback week' })).toHaveAttribute(
    'href',
    '/event-detail/ev-today',
  );

  await userEvent.click(cell(otherDay));
  expect(
    await screen.findByRole('heading', { level: 2, name: `Events on ${formatDate(isoDay(otherDay))}` }),
  ).toBeVisible();
  expect(within(sideList()).getByText('Thailand settlement holiday')).toBeInTheDocument();
  expect(within(sideList()).queryByText('Cross-border cashback week')).not.toBeInTheDocument();
});

test("below xl a day's list sits under the grid, so choosing a day brings the list into view", async () => {
  // jsdom matches no media query, so the page lays out as below xl (1024 px) here.
  const scrolled: Element[] = [];
  const scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
  try {
    serveYear();
    show();
    await ready();
    expect(scrollIntoView).not.toHaveBeenCalled();
    await userEvent.click(cell(otherDay));
    await screen.findByRole('heading', { level: 2, name: `Events on ${formatDate(isoDay(otherDay))}` });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(sideList());
  } finally {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  }
});

test('a month chosen in the header shows that month; a year chosen asks for that year', async () => {
  serveYear();
  show();
  await ready();
  await choose('Month', shortMonth(nextMonth));
  await waitFor(() => expect(cell(inNextMonth)).toBeTruthy(), wait);
  await userEvent.click(cell(inNextMonth));
  expect(
    await screen.findByRole('heading', { level: 2, name: `Events on ${formatDate(isoDay(inNextMonth))}` }),
  ).toBeVisible();
  expect(within(sideList()).getByText('Korea wallet launch')).toBeInTheDocument();

  await choose('Year', String(year - 1));
  await waitFor(() => expect(requests.at(-1)).toEqual({ year: year - 1 }), wait);
  // Nothing was published for that year in these answers: the page says so.
  expect(await screen.findByText(`No events have been published for ${year - 1}.`, {}, wait)).toBeVisible();
  expect(blockRoot('interactive-calendar')).toHaveAttribute('data-state', 'empty');
});

test('the country and type filters ask the server again and the events follow them', async () => {
  serveYear();
  show();
  await ready();
  await choose('Merchant countries', 'Japan');
  await waitFor(() => expect(requests.at(-1)).toEqual({ year, countries: ['JP'], types: [] }), wait);
  await userEvent.click(cell(otherDay));
  expect(await within(sideList()).findByText('No events on this day.', {}, wait)).toBeInTheDocument();

  await choose('Event types', 'Launch');
  await waitFor(() => expect(requests.at(-1)).toEqual({ year, countries: ['JP'], types: ['LAUNCH'] }), wait);
  expect(await screen.findByText(`No events in ${year} match these filters.`, {}, wait)).toBeVisible();
  expect(screen.getByRole('button', { name: /Export list/ })).toBeDisabled();
});

test('days outside the published range are disabled', async () => {
  const first = new Date(year, month, 10);
  serveYear({ start: isoDay(first), end: `${year}-12-31` });
  show();
  await ready();
  const before = new Date(year, month, 5);
  await waitFor(() => expect(cell(before).className).toMatch(/cell-disabled/), wait);
  expect(cell(new Date(year, month, 12)).className).not.toMatch(/cell-disabled/);
});

test('an event opens its detail, and back shows the same month and day', async () => {
  serveYear();
  show();
  await ready();
  await choose('Month', shortMonth(nextMonth));
  await waitFor(() => expect(cell(inNextMonth)).toBeTruthy(), wait);
  await userEvent.click(cell(inNextMonth));
  await userEvent.click(await within(sideList()).findByRole('link', { name: 'Korea wallet launch' }, wait));
  expect(await screen.findByText('Event ev-next', {}, wait)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(
    await screen.findByRole(
      'heading',
      { level: 2, name: `Events on ${formatDate(isoDay(inNextMonth))}` },
      wait,
    ),
  ).toBeVisible();
  expect(within(sideList()).getByText('Korea wallet launch')).toBeInTheDocument();
});

test('one event and the filtered list export as .ics files', async () => {
  serveYear();
  const exported: unknown[] = [];
  server.use(
    http.post(EXPORT, async ({ request }) => {
      exported.push(await request.json());
      return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="network-events.ics"',
        },
      });
    }),
  );
  const saved: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return 'blob:ics';
    },
    revokeObjectURL: () => undefined,
  });
  try {
    show();
    await ready();
    await userEvent.click(
      within(sideList()).getByRole('button', { name: 'Add to calendar: Cross-border cashback week' }),
    );
    await waitFor(() => expect(exported).toEqual([{ id: 'ev-today' }]), wait);
    await userEvent.click(screen.getByRole('button', { name: /Export list/ }));
    await waitFor(() => expect(exported.at(-1)).toEqual({ year, countries: [], types: [] }), wait);
    await waitFor(() => expect(saved).toHaveLength(2), wait);
    expect(await saved[0].text()).toContain('BEGIN:VCALENDAR');
  } finally {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  }
});

test('a failure shows its message and Retry loads the calendar', async () => {
  let fail = true;
  server.use(
    http.post(YEAR_CALL, () =>
      fail
        ? HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })
        : HttpResponse.json(
            envelope({
              year,
              eventList: EVENTS,
              publishedRange: { start: `${year}-01-01`, end: `${year}-12-31` },
            }),
          ),
    ),
  );
  show();
  const alert = await screen.findByRole('alert', {}, wait);
  expect(within(alert).getByText("Couldn't load interactive calendar")).toBeInTheDocument();
  expect(within(alert).getByText('System error, please try again later.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await ready();
});

test('No Authority tells the user to ask the admin, without a retry', async () => {
  server.use(http.post(YEAR_CALL, () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })));
  show();
  const alert = await screen.findByRole('alert', {}, wait);
  expect(alert).toHaveTextContent('You have no access to these figures. Ask your admin for authority.');
  expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(blockRoot('interactive-calendar')).toHaveAttribute('data-state', 'error');
});
