import { Calendar, ConfigProvider, Flex, Tag, Typography } from 'antd';
import { namedCalendarHeader } from '@/app/desktop/components/named-calendar-header';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventSummary } from '@contract/event/schemas';
import { eventsByDay, eventsByMonth, isoDay, upcomingEvents } from '@/domains/calendar/event-marks';
import { useCalendarYear } from '@/domains/calendar/hooks';
import { blockState } from '@/domains/config/block-state';
import { visuallyHidden } from '@/shared/charts/visually-hidden';
import { formatDate, formatDateRange, formatMonthName, formatYearMonth } from '@/shared/format/date';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import BlockCard from './block-card';
import { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import PlainList, { PlainListItem } from '@/app/desktop/components/plain-list';
import { messages } from './messages';
import styles from './overview.module.css';
import { READABLE_OUT_OF_RANGE_STYLE } from '@/app/host/desktop-theme';

const UPCOMING_COUNT = 3;

function UpcomingList({ events }: { events: EventSummary[] }) {
  if (events.length === 0) return <Typography.Text type="secondary">{messages.noUpcoming}</Typography.Text>;
  return (
    <PlainList
      size="small"
      split={false}
      items={events}
      itemKey={(event) => event.id}
      renderItem={(event) => (
        <PlainListItem style={{ paddingInline: 0 }}>
          <Flex vertical gap={2} className={styles.shrink}>
            <AppLink to={paths.eventDetail(event.id)} className={FOCUSABLE_CLASS}>
              {event.title}
            </AppLink>
            <Typography.Text type="secondary" className={styles.minor}>
              {formatDateRange(event.startDate, event.endDate)} ·{' '}
              <Tag variant="filled">{messages.eventTypes[event.type]}</Tag>
            </Typography.Text>
          </Flex>
        </PlainListItem>
      )}
    />
  );
}

const CalendarHeader = namedCalendarHeader(
  // Getters: the header reads them while rendering, in the language shown.
  {
    get year() {
      return messages.calendarYear;
    },
    get month() {
      return messages.calendarMonth;
    },
    get mode() {
      return messages.calendarMode;
    },
  },
  5,
);

/** The year at a glance: days with events are marked; a click opens the event or the full calendar. */

export default function CalendarBlock() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const cellClass = `${getPrefixCls('picker')}-cell-inner`;
  const navigate = useNavigate();
  const today = useMemo(() => new Date(), []);
  const [value, setValue] = useState<Dayjs>(() => dayjs(today));
  const year = value.year();
  const { events, data, loading, error, refresh } = useCalendarYear(year);
  const byDay = useMemo(() => eventsByDay(events, year), [events, year]);
  const byMonth = useMemo(() => eventsByMonth(events, year), [events, year]);
  const upcoming = useMemo(
    () => upcomingEvents(events, year === today.getFullYear() ? today : new Date(year, 0, 1), UPCOMING_COUNT),
    [events, year, today],
  );
  const state = blockState({ loading, error, hasData: !!data, isEmpty: false });

  const openDay = (date: Dayjs) => {
    const dayEvents = byDay.get(isoDay(date.toDate())) ?? [];
    if (dayEvents.length === 1) navigate(paths.eventDetail(dayEvents[0].id));
    else if (dayEvents.length > 1) navigate(paths.interactiveCalendar);
  };

  return (
    <BlockCard
      name="calendar"
      title={messages.calendarTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.calendarEmpty}
      // About the loaded card's height (the month and three upcoming events), so the blocks under
      // it don't jump when the events arrive. Drawing the calendar itself while loading did the
      // same, but drew it twice and showed the data later (docs/quality-gates.md).
      skeletonRows={17}
      extra={
        <AppLink to={paths.interactiveCalendar} className={FOCUSABLE_CLASS}>
          {messages.openCalendar}
        </AppLink>
      }
    >
      {/* Days of the neighbouring months are drawn in the disabled colour, too light to read. */}
      <Calendar
        style={READABLE_OUT_OF_RANGE_STYLE}
        fullscreen={false}
        headerRender={CalendarHeader}
        value={value}
        onPanelChange={(next) => setValue(next)}
        onSelect={(date, { source }) => {
          setValue(date);
          if (source === 'date') openDay(date);
        }}
        fullCellRender={(date, info) => {
          // Days in the month view, months in the year view: both marked when they hold events.
          const isMonth = info.type === 'month';
          if (info.type !== 'date' && !isMonth) return info.originNode;
          const cellEvents = isMonth ? byMonth.get(date.month()) : byDay.get(isoDay(date.toDate()));
          return (
            <div className={`${cellClass} ${styles.cell}`} data-has-events={!!cellEvents}>
              {isMonth ? formatMonthName(date.month() + 1, undefined, 'short') : date.date()}
              {cellEvents && (
                <>
                  <span aria-hidden className={styles.eventMark} />
                  <span style={visuallyHidden}>
                    {messages.eventsOn(
                      isMonth
                        ? formatYearMonth(date.format('YYYY-MM'), undefined, 'long')
                        : formatDate(date.toDate()),
                      cellEvents.map((event) => event.title).join(', '),
                    )}
                  </span>
                </>
              )}
            </div>
          );
        }}
      />
      <Typography.Title level={3} className={styles.upcomingTitle}>
        {messages.upcoming}
      </Typography.Title>
      <UpcomingList events={upcoming} />
    </BlockCard>
  );
}
