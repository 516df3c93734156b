import { Carousel, theme } from 'antd';
import { useState } from 'react';
import { blockState } from '@/domains/config/block-state';
import { useCarousel } from '@/domains/carousel/hooks';
import BlockCard from './block-card';
import CarouselSlide from './carousel-slide';
import { messages } from './messages';
import { ANTD_PREFIX } from '@/app/host/theme';

/** react-slick's previous, next and dot buttons show no focus of their own: give them a visible ring. */
function CarouselFocusStyles() {
  const { token } = theme.useToken();
  const ring = `outline:2px solid ${token.colorPrimary};outline-offset:2px;opacity:1`;
  const root = `.${ANTD_PREFIX}-carousel`;
  return (
    <style>{`${root} .slick-arrow:focus-visible{${ring};border-radius:${token.borderRadiusSM}px}${root} .slick-dots li button:focus-visible{${ring}}`}</style>
  );
}

/** Featured events and news: images and muted videos; each opens its event or carousel detail. */
export default function CarouselBlock() {
  const { items, data, loading, error, refresh } = useCarousel();
  const [current, setCurrent] = useState(0);
  // Slides shown so far and the next one: their media load, the rest wait until the visitor moves on.
  const [reached, setReached] = useState(0);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: items.length === 0 });
  return (
    <BlockCard
      name="carousel"
      title={messages.carouselTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.carouselEmpty}
      skeletonRows={6}
    >
      <CarouselFocusStyles />
      {/* Not infinite: react-slick's cloned slides would put every link on the page twice. */}
      <Carousel
        arrows={items.length > 1}
        dots={items.length > 1}
        infinite={false}
        beforeChange={(_, next) => {
          setCurrent(next);
          setReached((furthest) => Math.max(furthest, next));
        }}
      >
        {items.map((item, index) => (
          <div key={item.id}>
            <CarouselSlide item={item} active={index === current} mediaWanted={index <= reached + 1} />
          </div>
        ))}
      </Carousel>
    </BlockCard>
  );
}
