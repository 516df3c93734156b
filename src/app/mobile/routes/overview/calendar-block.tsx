import { Calendar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import type { EventSummary } from '@contract/event/schemas';
import { eventsByDay, isoDay, upcomingEvents } from '@/domains/calendar/event-marks';
import { useCalendarYear } from '@/domains/calendar/hooks';
import { blockState } from '@/domains/config/block-state';
import { formatDate, formatDateRange } from '@/shared/format/date';
import { EventsListSheet } from '@/app/mobile/insights/events-list-sheet';
import EventPopup from '@/app/mobile/components/event-popup';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';
import { mobileMessages } from '@/app/mobile/layout/messages';

const UPCOMING_COUNT = 3;

function EventList({ events, onOpen }: { events: EventSummary[]; onOpen: (id: string) => void }) {
  return (
    <ul className={styles.eventList}>
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            className={`${styles.eventButton} ${styles.focusable}`}
            onClick={() => onOpen(event.id)}
          >
            <span className={styles.figureValue}>{event.title}</span>
            <span className={styles.muted}>
              {formatDateRange(event.startDate, event.endDate)} · {messages.eventTypes[event.type]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The month with event days marked; a tapped day lists its events, each opens over the page. */
export default function CalendarBlock() {
  const today = useMemo(() => new Date(), []);
  const [year, setYear] = useState(today.getFullYear());
  const [day, setDay] = useState<Date | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const { events, data, loading, error, refresh, refreshAsync } = useCalendarYear(year);
  useRegisterRefresh(refreshAsync);
  const byDay = useMemo(() => eventsByDay(events, year), [events, year]);
  const upcoming = useMemo(
    () => upcomingEvents(events, year === today.getFullYear() ? today : new Date(year, 0, 1), UPCOMING_COUNT),
    [events, year, today],
  );
  const dayEvents = day ? (byDay.get(isoDay(day)) ?? []) : [];
  const state = blockState({ loading, error, hasData: !!data, isEmpty: false });

  return (
    <MobileBlock
      name="calendar"
      title={messages.calendarTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.noUpcoming}
      skeletonRows={6}
      extra={<EventsListSheet year={year} onOpen={setOpenId} />}
    >
      <Calendar
        selectionMode="single"
        value={day}
        onChange={setDay}
        onPageChange={(pageYear) => setYear(pageYear)}
        renderLabel={(date) =>
          byDay.has(isoDay(date)) ? (
            <>
              <span className={styles.dot} aria-hidden />
              <span className={styles.visuallyHidden}>
                {(byDay.get(isoDay(date)) ?? [])
                  .map((event) => event.title)
                  .join(mobileMessages.join.separator)}
              </span>
            </>
          ) : null
        }
      />
      {day ? (
        <>
          <h3 className={styles.blockTitle}>{messages.onDay(formatDate(day))}</h3>
          {dayEvents.length ? (
            <EventList events={dayEvents} onOpen={setOpenId} />
          ) : (
            <p className={styles.muted}>{messages.nothingOnDay}</p>
          )}
        </>
      ) : (
        <>
          <h3 className={styles.blockTitle}>{messages.upcoming}</h3>
          {upcoming.length ? (
            <EventList events={upcoming} onOpen={setOpenId} />
          ) : (
            <p className={styles.muted}>{messages.noUpcoming}</p>
          )}
        </>
      )}
      <EventPopup id={openId} onClose={() => setOpenId(null)} />
    </MobileBlock>
  );
}
