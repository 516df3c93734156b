import type { CarouselItem } from '@contract/carousel/schemas';

export type CarouselLink = { kind: 'event'; id: string } | { kind: 'carousel'; id: string } | null;

/** Where clicking an item goes; a link without a target is treated as not clickable. */
export function carouselLink(item: Pick<CarouselItem, 'id' | 'linkType' | 'linkTarget'>): CarouselLink {
  if (item.linkType === 'EVENT' && item.linkTarget) return { kind: 'event', id: item.linkTarget };
  if (item.linkType === 'CAROUSEL_DETAIL') return { kind: 'carousel', id: item.linkTarget || item.id };
  return null;
}

/** Items in display order (the server sorts too; the carousel must not depend on it). */
export const byDisplayOrder = <T extends Pick<CarouselItem, 'order'>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);
