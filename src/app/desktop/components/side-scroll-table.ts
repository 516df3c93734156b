import type { CSSProperties } from 'react';
import styles from './side-scroll-table.module.css';

/**
 * Props that let an antd Table scroll sideways inside its own box without `scroll.x`: with
 * `scroll.x` rc-table measures every column and its scroll width in a layout effect after each
 * render (a forced style and layout pass in the first load, docs/benchmarks.md "Forced layout").
 * Here the content box scrolls and the table element keeps its least width in CSS: a number of
 * pixels, or 'max-content' for cells that never wrap. Only for tables without fixed columns.
 */
export function sideScrollTable(minWidth: number | 'max-content'): {
  className: string;
  style?: CSSProperties;
  styles: { content: CSSProperties };
} {
  const content: CSSProperties = { overflowX: 'auto' };
  if (minWidth === 'max-content') return { className: styles.maxContent, styles: { content } };
  return {
    className: styles.minWidth,
    style: { '--pp-table-min-width': `${minWidth}px` } as CSSProperties,
    styles: { content },
  };
}
