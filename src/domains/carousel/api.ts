import type { CarouselDetailResponse, CarouselQueryResponse } from '@contract/carousel';
import type { FeaturedListResponse } from '@contract/featured';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/carousel/query.json — published items, by display order
export const fetchCarousel = () =>
  apiPost<CarouselQueryResponse>('/api/spportal/carousel/query.json', {}, { silent: true });

// POST /api/spportal/carousel/detail.json — one item with its body text (404 when unknown)
export const fetchCarouselDetail = (id: string) =>
  apiPost<CarouselDetailResponse>('/api/spportal/carousel/detail.json', { id }, { silent: true });

// POST /api/spportal/featured/list.json — carousel items and events, current first, past after
export const fetchFeaturedList = () =>
  apiPost<FeaturedListResponse>('/api/spportal/featured/list.json', {}, { silent: true });
