import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { ChartPalette } from '@/shared/charts/combo-chart-config';

const read = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

/**
 * chart.js draws on a canvas, so it needs real colours: read antd-mobile's theme variables in place.
 * Only once `wanted` (the chart is about to draw): reading computed styles makes the browser work out
 * the page's styles there and then, which cost the first load about 80 ms of the slowed CPU for a
 * chart below the fold (docs/quality-gates.md).
 */
export function useAdmPalette(ref: RefObject<HTMLElement | null>, wanted = true): ChartPalette | null {
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !wanted || palette) return;
    const text = read(element, '--adm-color-weak') || getComputedStyle(element).color;
    setPalette({
      bar: read(element, '--adm-color-primary') || text,
      line: read(element, '--adm-color-warning') || text,
      grid: read(element, '--adm-color-border') || text,
      text,
      font: read(element, '--adm-font-family') || getComputedStyle(element).fontFamily,
    });
  }, [ref, wanted, palette]);
  return palette;
}
