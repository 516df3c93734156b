import { Button, Card, Skeleton } from 'antd-mobile';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { filterFeaturedGroup, isFiltered, NO_FEATURED_FILTER } from '@/domains/carousel/featured';
import type { FeaturedFilter, FeaturedGroup, FeaturedKind } from '@/domains/carousel/featured';
import { useFeaturedPage } from '@/domains/carousel/use-featured-page';
import { useFeaturedList } from '@/domains/carousel/hooks';
import { mediaUrl } from '@/domains/carousel/media-url';
import { visuallyHidden } from '@/shared/charts/visually-hidden';
import { formatDateRange } from '@/shared/format/date';
import { AppLink } from '@/app/routing/app-link';
import { overviewMessages } from '@/app/messages/overview';
import { paths, toMobile } from '@/app/routing/paths';
import EventPopup from '@/app/mobile/components/event-popup';
import styles from './carousel-detail.module.css';
import { eventsMessages as messages } from '@/app/messages/events';

const m = messages.list;

/** The first pages of a list, with "Show more" while some are left (ten at a time). */
function Paged<T>({ items, render }: { items: readonly T[]; render: (shown: readonly T[]) => ReactNode }) {
  const { upToPage, page, setPage, total } = useFeaturedPage(items);
  const left = total - upToPage.length;
  return (
    <>
      {render(upToPage)}
      {left > 0 && (
        <Button fill="outline" block className={styles.touch} onClick={() => setPage(page + 1)}>
          {m.showMore(left)}
        </Button>
      )}
    </>
  );
}

const KINDS: FeaturedKind[] = [
  'ALL',
  'HIGHLIGHTS',
  'CAMPAIGN',
  'SETTLEMENT_HOLIDAY',
  'LAUNCH',
  'CLAIM_DEADLINE',
];

/** The text search and the kind filter over both groups. */
function Filters({ filter, onChange }: { filter: FeaturedFilter; onChange: (next: FeaturedFilter) => void }) {
  const ids = { search: useId(), kind: useId() };
  return (
    <Card>
      <div role="search" aria-label={m.filters} className={styles.filters}>
        <label className={styles.field} htmlFor={ids.search}>
          {m.search}
          <input
            id={ids.search}
            type="search"
            placeholder={m.searchPlaceholder}
            value={filter.text}
            onChange={(event) => onChange({ ...filter, text: event.target.value })}
            className={styles.input}
          />
        </label>
        <label className={styles.field} htmlFor={ids.kind}>
          {m.kind}
          <select
            id={ids.kind}
            value={filter.kind}
            onChange={(event) => onChange({ ...filter, kind: event.target.value as FeaturedKind })}
            className={styles.input}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {m.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        {isFiltered(filter) && (
          <Button
            fill="none"
            color="primary"
            className={styles.touch}
            onClick={() => onChange(NO_FEATURED_FILTER)}
          >
            {m.clearFilters}
          </Button>
        )}
      </div>
    </Card>
  );
}

function Group({
  id,
  title,
  group,
  empty,
  onOpenEvent,
}: {
  id: string;
  title: string;
  group: FeaturedGroup;
  empty: string;
  onOpenEvent: (id: string) => void;
}) {
  return (
    <Card>
      <section aria-labelledby={id} data-group={id} className={styles.page}>
        <h2 id={id} className={styles.groupTitle}>
          {title}
        </h2>
        {group.carousel.length === 0 && group.events.length === 0 && <p className={styles.muted}>{empty}</p>}
        {group.carousel.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{m.highlights}</h3>
            <Paged
              items={group.carousel}
              render={(shown) => (
                <ul className={styles.list}>
                  {shown.map((item) => (
                    <li key={item.id}>
                      <AppLink
                        to={toMobile(paths.eventsCarouselDetailFor(item.id))}
                        className={`${styles.row} ${styles.focusable}`}
                      >
                        {item.coverUrl ? (
                          <img src={mediaUrl(item.coverUrl)} alt="" className={styles.thumb} />
                        ) : (
                          <span className={styles.thumb} />
                        )}
                        <span className={styles.rowText}>
                          <span className={styles.rowTitle}>{item.title}</span>
                          <span className={styles.muted}>
                            {formatDateRange(item.startDate, item.endDate)}
                          </span>
                        </span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              )}
            />
          </>
        )}
        {group.events.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{m.events}</h3>
            <Paged
              items={group.events}
              render={(shown) => (
                <ul className={styles.list}>
                  {shown.map((event) => (
                    <li key={event.id}>
                      <button
                        type="button"
                        className={`${styles.row} ${styles.focusable}`}
                        onClick={() => onOpenEvent(event.id)}
                      >
                        <span className={styles.rowText}>
                          <span className={styles.rowTitle}>{event.title}</span>
                          <span className={styles.muted}>
                            {formatDateRange(event.startDate, event.endDate)} ·{' '}
                            {overviewMessages.eventTypes[event.type]}
                          </span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            />
          </>
        )}
      </section>
    </Card>
  );
}

/**
 * `/mobile/events-carousel-detail` without an id: highlights and events, current first, ten at a
 * time with "Show more", a text search and a kind filter; events open over the page.
 */
export default function FeaturedList() {
  const { groups, loading, error, refresh } = useFeaturedList(true);
  const [eventId, setEventId] = useState<string | null>(null);
  const [filter, setFilter] = useState(NO_FEATURED_FILTER);
  const state = groups ? 'ready' : error && !loading ? 'error' : 'loading';
  const current = groups && filterFeaturedGroup(groups.current, filter);
  const past = groups && filterFeaturedGroup(groups.past, filter);
  // A new filter starts each list again at its first ten.
  const filterKey = `${filter.kind}|${filter.text}`;
  const filtered = isFiltered(filter);
  return (
    <section
      data-block="featured-list"
      data-state={state}
      aria-busy={state === 'loading'}
      className={styles.page}
    >
      {/* The top bar already says "Events and highlights"; the heading is there for screen readers and focus. */}
      <h1 style={visuallyHidden}>{m.title}</h1>
      {state === 'loading' && (
        <Card>
          <Skeleton.Paragraph lineCount={8} animated />
        </Card>
      )}
      {state === 'error' && (
        <Card>
          <div role="alert" className={styles.problem}>
            <p className={styles.problemTitle}>{m.loadFailed}</p>
            <p className={styles.muted}>{error?.message}</p>
            <Button color="primary" fill="outline" className={styles.touch} onClick={refresh}>
              {m.retry}
            </Button>
          </div>
        </Card>
      )}
      {current && past && (
        <>
          <Filters filter={filter} onChange={setFilter} />
          <Group
            key={`current|${filterKey}`}
            id="featured-current"
            title={m.current}
            group={current}
            empty={filtered ? m.noMatch : m.noCurrent}
            onOpenEvent={setEventId}
          />
          <Group
            key={`past|${filterKey}`}
            id="featured-past"
            title={m.past}
            group={past}
            empty={filtered ? m.noMatch : m.noPast}
            onOpenEvent={setEventId}
          />
        </>
      )}
      <EventPopup id={eventId} onClose={() => setEventId(null)} />
    </section>
  );
}
