import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import type { CarouselItem } from '@contract/carousel/schemas';
import { carouselLink } from '@/domains/carousel/carousel-link';
import { useCarousel, useVideoCover } from '@/domains/carousel/hooks';
import { mediaUrl } from '@/domains/carousel/media-url';
import { blockState } from '@/domains/config/block-state';
import { AppLink } from '@/app/routing/app-link';
import { paths, toMobile } from '@/app/routing/paths';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';

function SlideVideo({ item }: { item: CarouselItem }) {
  const src = mediaUrl(item.mediaUrl);
  const poster = useVideoCover(src, item.coverUrl ? mediaUrl(item.coverUrl) : null);
  return (
    <video
      className={styles.slideMedia}
      src={src}
      poster={poster ?? undefined}
      muted
      loop
      autoPlay
      playsInline
      preload="metadata"
      aria-label={messages.carouselVideo(item.altText || item.title)}
    />
  );
}

/** Event detail has no mobile route (ROUTE-TREES), so every item opens the mobile carousel detail page. */
function slideHref(item: CarouselItem): string | null {
  const link = carouselLink(item);
  if (!link) return null;
  return toMobile(paths.eventsCarouselDetailFor(item.id));
}

/**
 * Which slides' media may load: those shown so far, and the ones beside the current slide once the
 * user touches or focuses the swiper (about to swipe). The first load then carries the first
 * slide's media only; the frame keeps every slide's size, so nothing moves when media arrive.
 */
function useWantedSlides() {
  const [current, setCurrent] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [warm, setWarm] = useState(false);
  const onIndexChange = (index: number) => {
    setCurrent(index);
    setFurthest((before) => Math.max(before, index));
  };
  const isWanted = (index: number) => index <= furthest || (warm && Math.abs(index - current) <= 1);
  const warmUp = () => setWarm(true);
  return { onIndexChange, isWanted, warmUp };
}

function Slide({ item, mediaWanted }: { item: CarouselItem; mediaWanted: boolean }) {
  const body = (
    <>
      <span className={styles.slideFrame}>
        {!mediaWanted ? null : item.mediaType === 'VIDEO' ? (
          <SlideVideo item={item} />
        ) : (
          <img className={styles.slideMedia} src={mediaUrl(item.mediaUrl)} alt={item.altText} />
        )}
      </span>
      <span className={styles.slideCaption}>{item.title}</span>
    </>
  );
  const href = slideHref(item);
  return href ? (
    <AppLink to={href} className={`${styles.slide} ${styles.focusable}`}>
      {body}
    </AppLink>
  ) : (
    <div className={styles.slide}>{body}</div>
  );
}

/** Featured events and news in a swiper; images and muted looping videos. */
export default function CarouselBlock() {
  const { items, data, loading, error, refresh, refreshAsync } = useCarousel();
  useRegisterRefresh(refreshAsync);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: items.length === 0 });
  const { onIndexChange, isWanted, warmUp } = useWantedSlides();
  return (
    <MobileBlock
      name="carousel"
      title={messages.carouselTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.carouselEmpty}
      skeleton={
        // The first slide's frame and caption line, so nothing below moves when it arrives.
        <div aria-hidden>
          <span className={styles.slideFrame} />
          <span className={styles.slideCaption}>{'\u00a0'}</span>
        </div>
      }
    >
      <div onPointerDown={warmUp} onTouchStart={warmUp} onFocus={warmUp}>
        <Swiper
          loop={false}
          autoplay={false}
          indicator={items.length > 1 ? undefined : false}
          onIndexChange={onIndexChange}
        >
          {items.map((item, index) => (
            <Swiper.Item key={item.id}>
              <Slide item={item} mediaWanted={isWanted(index)} />
            </Swiper.Item>
          ))}
        </Swiper>
      </div>
    </MobileBlock>
  );
}
