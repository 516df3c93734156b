import { theme } from 'antd';

/**
 * The overview's columns as CSS grids instead of antd's Row and Col. The first Col of a page writes
 * antd's whole grid sheet (every span, offset, order, push and pull of 24 columns, for each
 * breakpoint), and each Row watches the window's breakpoints: about 90 ms of the page's first
 * render on the throttled desktop overview (docs/quality-gates.md), for three layouts.
 * Breakpoints as antd's: lg from 992 px, xl from 1200 px.
 */
export const OVERVIEW_GRID_CLASS = 'pp-overview-grid';
/** Two equal columns from lg (the MDF and TDF cards), one below. */
export const OVERVIEW_PAIR_CLASS = 'pp-overview-pair';

/** How wide a block is from xl on: the whole row, two thirds or one third. */
export type GridSpan = 'full' | 'wide' | 'narrow';

export default function OverviewGridStyles() {
  const { token } = theme.useToken();
  const grid = `.${OVERVIEW_GRID_CLASS}`;
  const pair = `.${OVERVIEW_PAIR_CLASS}`;
  const css =
    `${grid}{display:grid;grid-template-columns:minmax(0,1fr);gap:${token.marginLG}px;align-items:start}` +
    `@media (min-width:${token.screenXL}px){${grid}{grid-template-columns:repeat(3,minmax(0,1fr))}` +
    `${grid}>[data-span=wide]{grid-column:span 2}${grid}>[data-span=full]{grid-column:1/-1}}` +
    `${pair}{display:grid;grid-template-columns:minmax(0,1fr);gap:${token.margin}px}` +
    `@media (min-width:${token.screenLG}px){${pair}{grid-template-columns:repeat(2,minmax(0,1fr))}}`;
  return <style>{css}</style>;
}
