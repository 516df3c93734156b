import type { CarouselDetailResponse, CarouselQueryResponse } from '@contract/carousel/schemas';
import type { FeaturedListResponse } from '@contract/featured/schemas';
import { apiPost } from '@/shared/request/client';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { FEATURED_API } from '@contract/featured/constants';

// POST /api/spportal/carousel/query.json — published items, by display order
export const fetchCarousel = () => apiPost<CarouselQueryResponse>(CAROUSEL_API.query, {}, { silent: true });

// POST /api/spportal/carousel/detail.json — one item with its body text (404 when unknown)
export const fetchCarouselDetail = (id: string) =>
  apiPost<CarouselDetailResponse>(CAROUSEL_API.detail, { id }, { silent: true });

// POST /api/spportal/featured/list.json — carousel items and events, current first, past after
export const fetchFeaturedList = () => apiPost<FeaturedListResponse>(FEATURED_API.list, {}, { silent: true });
