import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { EVENT_TYPES } from '@contract/event/constants';
import { MERCHANT_COUNTRIES } from '@contract/merchant/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { useFilteredCalendarYear } from '@/domains/calendar/filtered-year';
import { multiFilter } from '@/domains/insights/multi-filter';
import { useInsightsSelection } from '@/domains/insights/selection-store';
import { formatDateRange } from '@/shared/format/date';
import { formatCountry } from '@/shared/format/region';
import { isApiError } from '@/shared/request/api-error';
import { insightsMessages as m } from '@/app/messages/insights';
import { usePopupContainer } from '@/app/host/mount-context';
import styles from './insights.module.css';

/**
 * The interactive calendar's events list on a phone: the year's events with the same country and
 * type filters (shared client state with the desktop calendar); an event opens over the page.
 */
export function EventsListSheet({ year, onOpen }: { year: number; onOpen: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const getContainer = usePopupContainer();
  const [selection, update] = useInsightsSelection();
  const { events, data, loading, error, refresh } = useFilteredCalendarYear(
    year,
    selection.calendarCountries,
    selection.calendarTypes,
  );
  // Every country stays a chip whatever is picked (the filtered events would only offer the picked
  // ones), like the desktop calendar's options; a picked code the list lacks still shows to unpick.
  const countries = multiFilter(
    Array.from(new Set([...MERCHANT_COUNTRIES, ...selection.calendarCountries])).sort(),
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
  // No authority (510871002): retrying cannot help.
  const noAuthority = isApiError(error) && error.code === ResultCode.NO_AUTHORITY;
  return (
    <>
      <Button size="small" fill="none" color="primary" className={styles.touch} onClick={() => setOpen(true)}>
        {m.eventListLink}
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        getContainer={getContainer}
        // Border-box: the sheet is as wide as the screen with its padding inside (content-box made it
        // 24 px wider, and the dates at the rows' ends were cut off).
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', padding: 12, boxSizing: 'border-box' }}
        destroyOnClose
      >
        <section aria-labelledby="events-sheet-title" className={styles.page}>
          <h2 id="events-sheet-title" className={styles.cardTitle}>
            {m.eventListLink} · {year}
          </h2>
          <div role="group" aria-label={m.eventTypes} className={styles.chips}>
            {types.options.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={types.isPicked(value)}
                onClick={() => types.toggle(value)}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="group" aria-label={m.countries} className={styles.chips}>
            {countries.options.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={countries.isPicked(value)}
                onClick={() => countries.toggle(value)}
              >
                {label}
              </button>
            ))}
          </div>
          <p className={styles.stamp} aria-live="polite">
            {loading ? m.loadingEvents : data ? m.eventCount(events.length) : ''}
          </p>
          {error && !loading && (
            <div role="alert" className={styles.card}>
              <p>{noAuthority ? m.noAuthority : m.loadFailed(m.events)}</p>
              {!noAuthority && (
                <Button color="primary" fill="outline" className={styles.touch} onClick={refresh}>
                  {m.retry}
                </Button>
              )}
            </div>
          )}
          <ul className={styles.rows}>
            {events.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  className={`${styles.row} ${styles.touch} ${styles.rowButton}`}
                  onClick={() => {
                    setOpen(false);
                    onOpen(event.id);
                  }}
                >
                  <span>{event.title}</span>
                  <span>{formatDateRange(event.startDate, event.endDate)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </Popup>
    </>
  );
}
