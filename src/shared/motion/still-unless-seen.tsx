import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';
import styles from './motion.module.css';

/**
 * Holds a loading placeholder (skeletons) and lets its shimmer run only while it is on screen
 * and the user has not asked for less motion: an animation nobody sees still repaints every
 * frame on a slow phone (docs/benchmarks.md, "Paint after content").
 */
export function StillUnlessSeen({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const reducedMotion = useReducedMotion();
  const still = !inView || reducedMotion;
  return (
    <div
      ref={ref}
      className={[className, still ? styles.still : ''].filter(Boolean).join(' ')}
      data-motion={still ? 'still' : 'running'}
    >
      {children}
    </div>
  );
}
