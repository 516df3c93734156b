/**
 * @rc-component/util as rc-table sees it (webpack.config.ts swaps rc-table's import for this file).
 * rc-table measured the scroll bar of its body at every mount, before its first paint: a style
 * element, a probe element and a forced layout of the whole page, about 100 ms per table on the
 * throttled desktop overview, which has three (docs/quality-gates.md). The size only pads a fixed
 * header (`scroll.y`, `sticky`), which no table of the portal uses, and no screen styles its scroll
 * bars: the browser's one size, measured once for the page, is the same answer.
 */
import getScrollBarSize from '@rc-component/util/es/getScrollBarSize';

export * from '@rc-component/util/es/index';

export function getTargetScrollBarSize(target: unknown): { width: number; height: number } {
  if (typeof document === 'undefined' || !(target instanceof Element)) return { width: 0, height: 0 };
  const size = getScrollBarSize();
  return { width: size, height: size };
}
