import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import { messages } from './messages';
import styles from './overview.module.css';
import { useReducedMotion } from '@/shared/motion/use-reduced-motion';

/** How far a finger must move sideways to change slides. */
const SWIPE_PX = 40;

export interface SlideFrameProps {
  slides: { key: string; node: ReactNode }[];
  current: number;
  onChange: (next: number) => void;
  /** The media area's proportions: the arrows sit on its middle. */
  mediaAspect: string;
}

/**
 * The carousel's frame: one slide on show, the others slid aside and out of reach (inert), with
 * previous and next buttons, a button per slide, the arrow keys and a sideways swipe. It does not
 * wrap around: at the ends the arrow is disabled. Not antd Carousel: its react-slick measures the
 * page after every mount and change, about 140 ms of the slowed CPU and 10 KiB on the overview's
 * first load (docs/quality-gates.md), for a frame this small.
 */
export default function SlideFrame({ slides, current, onChange, mediaAspect }: SlideFrameProps) {
  const reducedMotion = useReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const go = (next: number) => {
    if (next >= 0 && next < count && next !== current) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? current + 1 : current - 1);
  };
  const arrow = (step: -1 | 1) => (
    <Button
      shape="circle"
      icon={step < 0 ? <LeftOutlined /> : <RightOutlined />}
      aria-label={step < 0 ? messages.carouselPrevious : messages.carouselNext}
      disabled={current + step < 0 || current + step >= count}
      onClick={() => go(current + step)}
      className={styles.arrow}
    />
  );
  return (
    <div onKeyDown={count > 1 ? onKeyDown : undefined} className={styles.frame}>
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className={reducedMotion ? styles.track : `${styles.track} ${styles.trackMoving}`}
          style={{ transform: `translateX(${-100 * current}%)` }}
        >
          {slides.map(({ key, node }, index) => (
            <div key={key} className={styles.slide} aria-hidden={index !== current} inert={index !== current}>
              {node}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <div className={styles.arrows} style={{ aspectRatio: mediaAspect }}>
            {arrow(-1)}
            {arrow(1)}
          </div>
          <div className={styles.dots}>
            {slides.map(({ key }, index) => (
              <button
                key={key}
                type="button"
                className={`${FOCUSABLE_CLASS} ${styles.dotButton}`}
                aria-label={messages.carouselGoTo(index + 1, count)}
                aria-current={index === current}
                onClick={() => go(index)}
              >
                <span
                  className={[
                    styles.dot,
                    reducedMotion ? '' : styles.dotMoving,
                    index === current ? styles.dotCurrent : '',
                  ].join(' ')}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
