import { Breadcrumb, Button, Card, Flex, Result, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CarouselDetail } from '@contract/carousel/schemas';
import { carouselLink } from '@/domains/carousel/carousel-link';
import { useCarouselDetail, useVideoCover } from '@/domains/carousel/hooks';
import { mediaUrl } from '@/domains/carousel/media-url';
import { isNotFoundError } from '@/domains/event/not-found';
import { formatDateRange } from '@/shared/format/date';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import FocusStyles, { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import DetailStates from '@/app/desktop/components/detail-states';
import FeaturedList from './featured-list';
import { messages } from './messages';
import Paragraphs from '@/app/desktop/components/paragraphs';
import PageTitle from '@/app/desktop/components/page-title';
import { useState } from 'react';
import styles from './events-carousel-detail.module.css';
import { useLocale } from '@/shared/i18n';

function Media({ item }: { item: CarouselDetail }) {
  const src = mediaUrl(item.mediaUrl);
  const poster = useVideoCover(
    item.mediaType === 'VIDEO' ? src : null,
    item.coverUrl ? mediaUrl(item.coverUrl) : null,
  );
  // A short clip is often smaller than the card: drawn at its own size at most, it stays sharp.
  const [videoWidth, setVideoWidth] = useState<number | null>(null);
  if (item.mediaType === 'VIDEO') {
    return (
      <video
        onLoadedMetadata={(event) => setVideoWidth(event.currentTarget.videoWidth || null)}
        src={src}
        poster={poster ?? undefined}
        controls
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={messages.video(item.altText || item.title)}
        className={styles.media}
        style={{ maxWidth: videoWidth ?? undefined }}
      />
    );
  }
  return <img src={src} alt={item.altText} className={styles.media} />;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={messages.notFoundTitle}
      subTitle={messages.notFoundText}
      extra={
        <Button type="primary" onClick={() => navigate(paths.overview)}>
          {messages.backToOverview}
        </Button>
      }
    />
  );
}

/**
 * `?id=` names a featured item, shown in full: media, period and body text. Without an id (the
 * menu's "Events" item) the page lists every highlight and event, current first.
 */
export default function EventsCarouselDetailPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <>
        <FocusStyles />
        <FeaturedList />
      </>
    );
  }
  return <ItemDetail id={id} />;
}

function ItemDetail({ id }: { id: string }) {
  const { data, loading, error, refresh } = useCarouselDetail(id);
  const item = data?.carousel;
  const notFound = isNotFoundError(error);
  const state = item ? 'ready' : notFound ? 'empty' : error && !loading ? 'error' : 'loading';
  const link = item ? carouselLink(item) : null;

  return (
    <section data-block="carousel-detail" data-state={state} aria-busy={state === 'loading'}>
      <FocusStyles />
      <Breadcrumb
        items={[
          {
            title: (
              <AppLink to={paths.overview} className={FOCUSABLE_CLASS}>
                {messages.overview}
              </AppLink>
            ),
          },
          {
            title: (
              <AppLink to={paths.eventsCarouselDetail} className={FOCUSABLE_CLASS}>
                {messages.listCrumb}
              </AppLink>
            ),
          },
          { title: item?.title ?? '…' },
        ]}
        className={styles.breadcrumb}
      />
      <Card>
        <DetailStates
          state={state}
          error={error}
          onRetry={refresh}
          notFound={<NotFound />}
          messages={messages}
        />
        {item && (
          <article>
            <Media item={item} />
            <PageTitle>{item.title}</PageTitle>
            <Typography.Text type="secondary">
              {messages.period}: {formatDateRange(item.startDate, item.endDate)}
            </Typography.Text>
            <Typography.Paragraph strong className={styles.lead}>
              {item.description}
            </Typography.Paragraph>
            <Paragraphs text={item.content} lead={item.description} />
            {link?.kind === 'event' && (
              <Flex>
                <AppLink to={paths.eventDetail(link.id)} className={FOCUSABLE_CLASS}>
                  {messages.openEvent}
                </AppLink>
              </Flex>
            )}
          </article>
        )}
      </Card>
    </section>
  );
}
