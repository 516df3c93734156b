import { useState } from 'react';
import { blockState } from '@/domains/config/block-state';
import { useCarousel } from '@/domains/carousel/hooks';
import BlockCard from './block-card';
import CarouselSlide, { SLIDE_ASPECT, SlidePlaceholder } from './carousel-slide';
import { messages } from './messages';
import SlideFrame from './slide-frame';

/** Featured events and news: images and muted videos; each opens its event or carousel detail. */
export default function CarouselBlock() {
  const { items, data, loading, error, refresh } = useCarousel();
  const [current, setCurrent] = useState(0);
  // Slides shown so far and the next one: their media load, the rest wait until the visitor moves on.
  const [reached, setReached] = useState(0);
  // A refresh may bring fewer items than the one on show.
  const shown = Math.min(current, Math.max(items.length - 1, 0));
  const state = blockState({ loading, error, hasData: !!data, isEmpty: items.length === 0 });
  return (
    <BlockCard
      name="carousel"
      title={messages.carouselTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.carouselEmpty}
      placeholder={<SlidePlaceholder />}
    >
      <SlideFrame
        mediaAspect={SLIDE_ASPECT}
        current={shown}
        onChange={(next) => {
          setCurrent(next);
          setReached((furthest) => Math.max(furthest, next));
        }}
        slides={items.map((item, index) => ({
          key: item.id,
          node: <CarouselSlide item={item} active={index === shown} mediaWanted={index <= reached + 1} />,
        }))}
      />
    </BlockCard>
  );
}
