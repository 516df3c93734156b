import type { CarouselItem } from '@contract/carousel/schemas';
import type { EventSummary } from '@contract/event/schemas';

export interface FeaturedGroup {
  carousel: CarouselItem[];
  events: EventSummary[];
}

/**
 * The featured list split the way the page shows it: what is on now (and events still to come),
 * then what has ended. The server's `today` decides, so a phone with a wrong clock sorts the same.
 * The server already orders each list; the split keeps that order.
 */
export function splitFeatured(data: {
  today: string;
  carouselList: CarouselItem[];
  eventList: EventSummary[];
}): { current: FeaturedGroup; past: FeaturedGroup } {
  const ended = (item: { endDate: string }) => item.endDate < data.today;
  return {
    current: {
      carousel: data.carouselList.filter((i) => !ended(i)),
      events: data.eventList.filter((e) => !ended(e)),
    },
    past: {
      carousel: data.carouselList.filter(ended),
      events: data.eventList.filter(ended),
    },
  };
}

/** What the events page lists: everything, only highlights, or only events of one type. */
export type FeaturedKind = 'ALL' | 'HIGHLIGHTS' | EventSummary['type'];

export interface FeaturedFilter {
  /** Words to find in a title or description (any case); blank finds everything. */
  text: string;
  kind: FeaturedKind;
}

export const NO_FEATURED_FILTER: FeaturedFilter = { text: '', kind: 'ALL' };

/** How many highlights or events a list of the events page shows at a time (DATA-PAGE-SIZE). */
export const FEATURED_PAGE_SIZE = 10;

const matchesText = (text: string, ...fields: (string | null | undefined)[]) => {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** A group less what the filter leaves out (the order stays the server's). */
export function filterFeaturedGroup(group: FeaturedGroup, filter: FeaturedFilter): FeaturedGroup {
  const showHighlights = filter.kind === 'ALL' || filter.kind === 'HIGHLIGHTS';
  return {
    carousel: showHighlights
      ? group.carousel.filter((item) => matchesText(filter.text, item.title, item.description))
      : [],
    events:
      filter.kind === 'HIGHLIGHTS'
        ? []
        : group.events.filter(
            (event) =>
              (filter.kind === 'ALL' || event.type === filter.kind) &&
              matchesText(filter.text, event.title, event.description),
          ),
  };
}

export const isFiltered = (filter: FeaturedFilter): boolean =>
  filter.kind !== 'ALL' || filter.text.trim() !== '';
