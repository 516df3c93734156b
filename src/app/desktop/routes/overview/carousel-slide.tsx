import { Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import type { CarouselItem } from '@contract/carousel/schemas';
import { carouselLink } from '@/domains/carousel/carousel-link';
import { useVideoCover } from '@/domains/carousel/hooks';
import { mediaUrl } from '@/domains/carousel/media-url';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import { messages } from './messages';
import styles from './overview.module.css';
import { useReducedMotion } from '@/shared/motion/use-reduced-motion';

/** The seeded banners are 1200 by 450; videos are cropped to the same frame. */
export const SLIDE_ASPECT = '8 / 3';

const fill: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };

/** A video plays (muted, looping) only while its slide is on show; until then its cover stands in. */
function SlideVideo({ item, active }: { item: CarouselItem; active: boolean }) {
  const src = mediaUrl(item.mediaUrl);
  const poster = useVideoCover(src, item.coverUrl ? mediaUrl(item.coverUrl) : null);
  const reducedMotion = useReducedMotion();
  if (!active) return poster ? <img src={poster} alt={item.altText} style={fill} /> : null;
  return (
    <video
      src={src}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      autoPlay={!reducedMotion}
      controls={reducedMotion}
      preload="metadata"
      aria-label={messages.carouselVideo(item.altText || item.title)}
      style={fill}
    />
  );
}

export function slideHref(item: CarouselItem): string | null {
  const link = carouselLink(item);
  if (!link) return null;
  return link.kind === 'event' ? paths.eventDetail(link.id) : paths.eventsCarouselDetailFor(link.id);
}

/**
 * What stands for the carousel while its items load: the media box at its final size and the
 * caption's two lines (the skeleton's lines are a little taller than the text, about what the dots
 * below the slides take), so the cards under it keep their place when the slides arrive.
 */
export function SlidePlaceholder() {
  return (
    <div aria-hidden>
      <div className={styles.media} />
      <div className={styles.caption}>
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '85%'] }} />
      </div>
    </div>
  );
}

/** One carousel item: image or muted looping video, caption over it, the whole slide a link. */
export interface CarouselSlideProps {
  item: CarouselItem;
  active: boolean;
  /** Media of slides far from the one on show wait, so they don't compete with the overview's data. */
  mediaWanted: boolean;
}

export default function CarouselSlide({ item, active, mediaWanted }: CarouselSlideProps) {
  const href = slideHref(item);
  const body = (
    <div>
      <div className={styles.media}>
        {!mediaWanted ? null : item.mediaType === 'VIDEO' ? (
          <SlideVideo item={item} active={active} />
        ) : (
          <img src={mediaUrl(item.mediaUrl)} alt={item.altText} style={fill} />
        )}
      </div>
      <div className={styles.caption}>
        <div className={styles.captionTitle}>{item.title}</div>
        {item.description && <div className={styles.captionText}>{item.description}</div>}
      </div>
    </div>
  );
  if (!href) return body;
  return (
    <AppLink to={href} className={`${FOCUSABLE_CLASS} ${styles.slideLink}`} tabIndex={active ? 0 : -1}>
      {body}
    </AppLink>
  );
}
