import { CalendarOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Badge,
  Button,
  Calendar,
  Card,
  Col,
  Empty,
  Flex,
  Grid,
  Row,
  Select,
  Skeleton,
  Tag,
  Typography,
  message,
  theme,
} from 'antd';
import PlainList, { PlainListItem } from '@/app/desktop/components/plain-list';
import { namedCalendarHeader } from '@/app/desktop/components/named-calendar-header';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import type { EventSummary } from '@contract/event/schemas';
import { EVENT_TYPES } from '@contract/event/constants';
import { MERCHANT_COUNTRIES } from '@contract/merchant/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { eventsByDay, isoDay } from '@/domains/calendar/event-marks';
import { useCalendarExport, useFilteredCalendarYear } from '@/domains/calendar/filtered-year';
import { multiFilter } from '@/domains/insights/multi-filter';
import { useInsightsSelection } from '@/domains/insights/selection-store';
import { formatDate, formatDateRange, formatYearMonth } from '@/shared/format/date';
import { formatCountry } from '@/shared/format/region';
import { isApiError } from '@/shared/request/api-error';
import { AppLink } from '@/app/routing/app-link';
import { insightsMessages as m } from '@/app/messages/insights';
import { paths } from '@/app/routing/paths';
import FocusStyles, { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import { READABLE_OUT_OF_RANGE_STYLE } from '@/app/host/desktop-theme';
import { FROM_CALENDAR } from '@/app/routing/event-from-calendar';
import styles from './interactive-calendar.module.css';
import { useLocale } from '@/shared/i18n';

const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

const CalendarHeader = namedCalendarHeader(
  // Getters: the header reads them while rendering, in the language shown.
  {
    get year() {
      return m.calendarYear;
    },
    get month() {
      return m.calendarMonth;
    },
    get mode() {
      return m.viewMode;
    },
  },
  3,
);

// Days outside the month (and the published range) keep readable text.

function EventList({
  events,
  empty,
  onExport,
}: {
  events: EventSummary[];
  /** What an empty list says: the month view lists a day, the year view a month. */
  empty: string;
  onExport: (id: string) => void;
}) {
  // The kit's empty text is too light to read; say it in readable text instead.
  if (events.length === 0) return <p className={styles.none}>{empty}</p>;
  return (
    <PlainList
      size="small"
      items={events}
      itemKey={(event) => event.id}
      renderItem={(event) => (
        <PlainListItem
          style={{ paddingInline: 0 }}
          actions={[
            <Button
              key="ics"
              size="small"
              icon={<CalendarOutlined aria-hidden />}
              aria-label={`${m.addToCalendar}: ${event.title}`}
              onClick={() => onExport(event.id)}
            />,
          ]}
        >
          <Flex vertical gap={2} className={styles.shrink}>
            <AppLink to={paths.eventDetail(event.id)} state={FROM_CALENDAR} className={FOCUSABLE_CLASS}>
              {event.title}
            </AppLink>
            <span className={styles.when}>
              {formatDateRange(event.startDate, event.endDate)} ·{' '}
              <Tag variant="filled">{m.eventTypeNames[event.type]}</Tag>
              {event.countries.length > 0 && event.countries.map((code) => formatCountry(code)).join(', ')}
            </span>
          </Flex>
        </PlainListItem>
      )}
    />
  );
}

/** Month and year views of the network's events with filters, a side list and .ics export. */
export default function InteractiveCalendarPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const sidePanel = useRef<HTMLDivElement>(null);
  const [selection, update] = useInsightsSelection();
  const value = useMemo(() => dayjs(selection.calendarValue ?? undefined), [selection.calendarValue]);
  const year = value.year();
  const { events, data, loading, error, refresh } = useFilteredCalendarYear(
    year,
    selection.calendarCountries,
    selection.calendarTypes,
  );
  const { exporting, run } = useCalendarExport();
  const byDay = useMemo(() => eventsByDay(events, year), [events, year]);
  const range = data?.publishedRange ?? selection.disabledDates;

  useEffect(() => {
    const published = data?.publishedRange;
    if (
      published &&
      (published.start !== selection.disabledDates?.start || published.end !== selection.disabledDates?.end)
    ) {
      update({ disabledDates: published });
    }
  }, [data?.publishedRange, selection.disabledDates, update]);

  const isOutside = (date: Dayjs) =>
    !!range && (isoDay(date.toDate()) < range.start || isoDay(date.toDate()) > range.end);
  const selectedDay = isoDay(value.toDate());
  const monthKey = selectedDay.slice(0, 7);
  const sideEvents =
    selection.calendarMode === 'month'
      ? (byDay.get(selectedDay) ?? [])
      : events.filter((e) => e.startDate.slice(0, 7) <= monthKey && e.endDate.slice(0, 7) >= monthKey);
  const sideTitle =
    selection.calendarMode === 'month'
      ? m.eventsOn(formatDate(selectedDay))
      : m.eventsIn(formatYearMonth(monthKey, undefined, 'long'));
  const sideEmpty = selection.calendarMode === 'month' ? m.noEventsOn : m.noEventsInMonth;

  const exportIcs = (request: Parameters<typeof run>[0]) =>
    run(request).then(
      (name) => void message.success(m.exported(name)),
      (failure: unknown) => void message.error(failureText(failure)),
    );

  // No authority (510871002): retrying cannot help, the user is told whom to ask instead.
  const noAuthority = !data && isApiError(error) && error.code === ResultCode.NO_AUTHORITY;
  const state = data ? (events.length === 0 ? 'empty' : 'ready') : error && !loading ? 'error' : 'loading';
  const filtered = selection.calendarCountries.length > 0 || selection.calendarTypes.length > 0;
  const countries = multiFilter(
    Array.from(new Set([...MERCHANT_COUNTRIES, ...events.flatMap((e) => e.countries)])).sort(),
    selection.calendarCountries,
    formatCountry,
    (calendarCountries) => update({ calendarCountries }),
  );
  const types = multiFilter(
    EVENT_TYPES,
    selection.calendarTypes,
    (type) => m.eventTypeNames[type],
    (calendarTypes) => update({ calendarTypes }),
  );

  return (
    <section
      aria-labelledby="calendar-title"
      data-block="interactive-calendar"
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <FocusStyles />
      <Typography.Title level={1} id="calendar-title" className={styles.pageTitle}>
        {m.calendarTitle}
      </Typography.Title>
      <Flex wrap gap="middle" align="end" className={styles.filters}>
        <label className={styles.filter}>
          <div>{m.countries}</div>
          <Select
            mode="multiple"
            allowClear
            aria-label={m.countries}
            placeholder={m.allCountries}
            className={styles.full}
            value={countries.picked}
            onChange={countries.set}
            options={countries.options}
            optionFilterProp="label"
          />
        </label>
        <label className={styles.filter}>
          <div>{m.eventTypes}</div>
          <Select
            mode="multiple"
            allowClear
            aria-label={m.eventTypes}
            placeholder={m.allTypes}
            className={styles.full}
            value={types.picked}
            onChange={types.set}
            options={types.options}
          />
        </label>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          disabled={events.length === 0}
          onClick={() =>
            exportIcs({ year, countries: selection.calendarCountries, types: selection.calendarTypes })
          }
        >
          {m.exportList}
        </Button>
      </Flex>
      {state === 'error' && noAuthority && (
        <Alert type="warning" showIcon title={m.noAuthority} className={styles.notice} />
      )}
      {state === 'empty' && (
        <Alert type="info" showIcon title={m.noEventsInYear(year, filtered)} className={styles.notice} />
      )}
      {state === 'error' && !noAuthority && (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed(m.calendarTitle)}
          description={error?.message}
          action={
            <Button size="small" onClick={refresh}>
              {m.retry}
            </Button>
          }
          className={styles.notice}
        />
      )}
      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} xl={16}>
          <Card>
            <Calendar
              style={READABLE_OUT_OF_RANGE_STYLE}
              headerRender={CalendarHeader}
              fullscreen={!!screens.lg}
              value={value}
              mode={selection.calendarMode}
              validRange={range ? [dayjs(range.start), dayjs(range.end)] : undefined}
              disabledDate={isOutside}
              onSelect={(date, info) => {
                update({ calendarValue: isoDay(date.toDate()) });
                // Below xl the day's list sits under the six-week grid, out of sight: bring it up.
                if (info.source === 'date' && !screens.xl) {
                  sidePanel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
                }
              }}
              onPanelChange={(date, mode) =>
                update({ calendarValue: isoDay(date.toDate()), calendarMode: mode })
              }
              cellRender={(current, info) => {
                if (info.type === 'date') {
                  const count = byDay.get(isoDay(current.toDate()))?.length ?? 0;
                  if (count === 0) return null;
                  return screens.lg ? (
                    <ul className={styles.dayEvents}>
                      {byDay
                        .get(isoDay(current.toDate()))!
                        .slice(0, 3)
                        .map((event) => (
                          // The kit's Badge text does not shrink, so an ellipsis on the li cut names
                          // mid-letter: the dot and the name are laid out here, the name ending in
                          // an ellipsis, and the whole of it on hover.
                          <li key={event.id} title={event.title} className={styles.dayEvent}>
                            <Badge color={token.colorPrimary} />
                            <span className={styles.dayEventName}>{event.title}</span>
                          </li>
                        ))}
                    </ul>
                  ) : (
                    <Badge color={token.colorPrimary} aria-label={m.eventCount(count)} />
                  );
                }
                if (info.type === 'month') {
                  const key = `${current.year()}-${String(current.month() + 1).padStart(2, '0')}`;
                  const count = events.filter(
                    (e) => e.startDate.slice(0, 7) <= key && e.endDate.slice(0, 7) >= key,
                  ).length;
                  return count > 0 ? <span className={styles.monthCount}>{m.eventCount(count)}</span> : null;
                }
                return info.originNode;
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8} ref={sidePanel}>
          <Card title={<h2 className={styles.sideTitle}>{sideTitle}</h2>}>
            {state === 'loading' ? (
              <Skeleton active />
            ) : isOutside(value) ? (
              <Empty description={m.outsideRange} />
            ) : (
              <EventList events={sideEvents} empty={sideEmpty} onExport={(id) => exportIcs({ id })} />
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
