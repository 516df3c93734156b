/**
 * @rc-component/util as rc-table sees it (webpack.config.ts swaps rc-table's import for this file).
 * rc-table measures the scroll bar of its body at every mount, before its first paint: a style
 * element, a probe element and a forced style and layout pass of the whole page (about 100 ms per
 * table on the throttled desktop overview; measured once per page it was still 0.18 to 0.23 s inside
 * the overview's last long task, docs/benchmarks.md "Forced layout"). The size only pads a fixed
 * header (`scroll.y`, `sticky`), which no table of the portal uses (a table with horizontal scroll
 * scrolls its content box instead, docs/quality-gates.md), so it is answered as 0 without measuring.
 * A table that needs a fixed header must bring the measure back here.
 */
export * from '@rc-component/util/es/index';

export function getTargetScrollBarSize(target: unknown): { width: number; height: number } {
  void target;
  return { width: 0, height: 0 };
}
