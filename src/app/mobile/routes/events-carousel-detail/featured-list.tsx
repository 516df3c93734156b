import { Button, Card, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import type { FeaturedGroup } from '@/domains/carousel/featured';
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
            <ul className={styles.list}>
              {group.carousel.map((item) => (
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
                      <span className={styles.muted}>{formatDateRange(item.startDate, item.endDate)}</span>
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </>
        )}
        {group.events.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{m.events}</h3>
            <ul className={styles.list}>
              {group.events.map((event) => (
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
          </>
        )}
      </section>
    </Card>
  );
}

/** `/mobile/events-carousel-detail` without an id: highlights and events, current first; events open over the page. */
export default function FeaturedList() {
  const { groups, loading, error, refresh } = useFeaturedList(true);
  const [eventId, setEventId] = useState<string | null>(null);
  const state = groups ? 'ready' : error && !loading ? 'error' : 'loading';
  return (
    <section
      data-block="featured-list"
      data-state={state}
      aria-busy={state === 'loading'}
      className={styles.page}
    >
      {/* The top bar already says "Events"; the heading is there for screen readers and focus. */}
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
      {groups && (
        <>
          <Group
            id="featured-current"
            title={m.current}
            group={groups.current}
            empty={m.noCurrent}
            onOpenEvent={setEventId}
          />
          <Group
            id="featured-past"
            title={m.past}
            group={groups.past}
            empty={m.noPast}
            onOpenEvent={setEventId}
          />
        </>
      )}
      <EventPopup id={eventId} onClose={() => setEventId(null)} />
    </section>
  );
}
