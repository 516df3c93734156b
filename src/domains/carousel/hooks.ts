import { useRequest } from '@/shared/request/use-request';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { captureVideoCover } from '@/shared/media/video-cover';
import { fetchCarousel, fetchCarouselDetail, fetchFeaturedList } from './api';
import { splitFeatured } from './featured';
import { byDisplayOrder } from './carousel-link';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { FEATURED_API } from '@contract/featured/constants';

/** Published carousel items in display order. */
export function useCarousel() {
  const request = useRequest(fetchCarousel, usePartnerQueryOptions(CAROUSEL_API.query));
  return { ...request, items: request.data ? byDisplayOrder(request.data.carouselList) : [] };
}

/** One carousel item for the events-carousel-detail page; skipped without an id. */
export function useCarouselDetail(id: string | null) {
  return useRequest(() => fetchCarouselDetail(id ?? ''), {
    ...usePartnerQueryOptions(CAROUSEL_API.detail, id),
    ready: !!id,
  });
}

/** What `/events-carousel-detail` lists without an id, split into current and past; skipped with one. */
export function useFeaturedList(enabled: boolean) {
  const request = useRequest(fetchFeaturedList, {
    ...usePartnerQueryOptions(FEATURED_API.list),
    ready: enabled,
  });
  return { ...request, groups: request.data ? splitFeatured(request.data) : null };
}

/**
 * Poster for a video: the stored cover when there is one, else the first frame (LIMIT-VIDEO-COVER). Covers
 * are kept for the session, they do not change while the video stays the same.
 */
export function useVideoCover(videoUrl: string | null, storedCover: string | null) {
  const request = useRequest(() => captureVideoCover(videoUrl ?? ''), {
    cacheKey: `video-cover|${videoUrl}`,
    staleTime: -1,
    ready: !!videoUrl && !storedCover,
    refreshDeps: [videoUrl],
  });
  return storedCover ?? request.data?.dataUrl ?? null;
}
