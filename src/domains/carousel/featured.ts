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
