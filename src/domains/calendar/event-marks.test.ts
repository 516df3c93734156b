import type { EventSummary } from '@contract/event/schemas';
import { eventsByDay, eventsByMonth, isoDay, upcomingEvents } from './event-marks';

const event = (id: string, startDate: string, endDate = startDate): EventSummary => ({
  id,
  title: id,
  type: 'CAMPAIGN',
  startDate,
  endDate,
  countries: [],
  description: '',
});

describe('eventsByMonth', () => {
  it('marks each month an event touches within the year, once per event', () => {
    const months = eventsByMonth(
      [
        event('winter', '2025-12-20', '2026-02-03'),
        event('mar-a', '2026-03-01'),
        event('mar-b', '2026-03-31'),
        event('next', '2027-01-05'),
      ],
      2026,
    );
    expect([...months.keys()]).toEqual([0, 1, 2]);
    expect(months.get(1)?.map((e) => e.id)).toEqual(['winter']);
    expect(months.get(2)?.map((e) => e.id)).toEqual(['mar-a', 'mar-b']);
  });
});

describe('eventsByDay', () => {
  it('marks every day of a multi-day event, across a month end', () => {
    const days = eventsByDay([event('sale', '2026-01-30', '2026-02-02')], 2026);
    expect([...days.keys()]).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });

  it('groups events that share a day', () => {
    const days = eventsByDay([event('a', '2026-03-01'), event('b', '2026-02-28', '2026-03-01')], 2026);
    expect(days.get('2026-03-01')?.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('keeps only the days within the year', () => {
    const days = eventsByDay([event('nye', '2025-12-31', '2026-01-01'), event('later', '2027-01-05')], 2026);
    expect([...days.keys()]).toEqual(['2026-01-01']);
  });
});

describe('upcomingEvents', () => {
  it('lists running and future events soonest first, up to the limit', () => {
    const today = new Date(2026, 5, 10);
    const events = [
      event('past', '2026-06-01'),
      event('later', '2026-08-01'),
      event('running', '2026-06-05', '2026-06-12'),
      event('soon', '2026-06-20'),
    ];
    expect(upcomingEvents(events, today, 2).map((e) => e.id)).toEqual(['running', 'soon']);
  });

  it('formats a local day', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
