import { Button, Card, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CarouselDetail } from '@contract/carousel/schemas';
import { carouselLink } from '@/domains/carousel/carousel-link';
import { useCarouselDetail, useVideoCover } from '@/domains/carousel/hooks';
import { mediaUrl } from '@/domains/carousel/media-url';
import { isNotFoundError } from '@/domains/event/not-found';
import { formatDateRange } from '@/shared/format/date';
import { bodyParagraphs } from '@/shared/format/paragraphs';
import { paths, toMobile } from '@/app/routing/paths';
import EventPopup from '@/app/mobile/components/event-popup';
import styles from './carousel-detail.module.css';
import FeaturedList from './featured-list';
import { eventsMessages as messages } from '@/app/messages/events';
import { mobileMessages } from '@/app/mobile/layout/messages';

function Media({ item }: { item: CarouselDetail }) {
  const src = mediaUrl(item.mediaUrl);
  const poster = useVideoCover(
    item.mediaType === 'VIDEO' ? src : null,
    item.coverUrl ? mediaUrl(item.coverUrl) : null,
  );
  if (item.mediaType === 'VIDEO') {
    return (
      <video
        className={styles.media}
        src={src}
        poster={poster ?? undefined}
        controls
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={messages.video(item.altText || item.title)}
      />
    );
  }
  return <img className={styles.media} src={src} alt={item.altText} />;
}

/**
 * A featured item in full on a phone (`?id=`); its event opens over the page. Without an id (the
 * tab's "Events") the page lists every highlight and event, current first.
 */
export default function EventsCarouselDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <ItemDetail id={id} /> : <FeaturedList />;
}

function ItemDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const [eventId, setEventId] = useState<string | null>(null);
  const { data, loading, error, refresh } = useCarouselDetail(id);
  const item = data?.carousel;
  const notFound = isNotFoundError(error);
  const state = item ? 'ready' : notFound ? 'empty' : error && !loading ? 'error' : 'loading';
  const link = item ? carouselLink(item) : null;

  return (
    <section
      data-block="carousel-detail"
      data-state={state}
      aria-busy={state === 'loading'}
      className={styles.page}
    >
      <Card>
        {state === 'loading' && <Skeleton.Paragraph lineCount={8} animated />}
        {state === 'empty' && (
          <div role="alert" className={styles.problem}>
            <p className={styles.problemTitle}>{messages.notFoundTitle}</p>
            <p className={styles.muted}>{messages.notFoundText}</p>
            <Button
              color="primary"
              className={styles.touch}
              onClick={() => navigate(toMobile(paths.overview))}
            >
              {messages.backToOverview}
            </Button>
          </div>
        )}
        {state === 'error' && (
          <div role="alert" className={styles.problem}>
            <p className={styles.problemTitle}>{messages.loadFailed}</p>
            <p className={styles.muted}>{error?.message}</p>
            <Button color="primary" fill="outline" className={styles.touch} onClick={refresh}>
              {messages.retry}
            </Button>
          </div>
        )}
        {item && (
          <article className={styles.page}>
            <Media item={item} />
            <h1 className={styles.title}>{item.title}</h1>
            <span className={styles.muted}>
              {mobileMessages.join.labelled(messages.period, formatDateRange(item.startDate, item.endDate))}
            </span>
            <p className={styles.lead}>{item.description}</p>
            {bodyParagraphs(item.content, item.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {link?.kind === 'event' && (
              <Button
                color="primary"
                fill="outline"
                className={styles.touch}
                onClick={() => setEventId(link.id)}
              >
                {messages.openEvent}
              </Button>
            )}
          </article>
        )}
      </Card>
      <EventPopup id={eventId} onClose={() => setEventId(null)} />
    </section>
  );
}
