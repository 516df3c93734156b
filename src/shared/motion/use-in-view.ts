import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True while the element overlaps the viewport (IntersectionObserver, followed both ways, unlike
 * useSeenOnce). False until the first answer, so nothing animates before it is known to be seen;
 * without IntersectionObserver (old browsers, jsdom) it is true.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
