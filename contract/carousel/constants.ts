/**
 * Plain values of the carousel calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The carousel calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const CAROUSEL_API = {
  query: '/api/spportal/carousel/query.json',
  detail: '/api/spportal/carousel/detail.json',
} as const;

export const CAROUSEL_MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;

/** EVENT: linkTarget is an event id (`/event-detail/:id`); CAROUSEL_DETAIL: linkTarget is this item's id; NONE: not clickable. */
export const CAROUSEL_LINK_TYPES = ['EVENT', 'CAROUSEL_DETAIL', 'NONE'] as const;

/**
 * What a staff member reads in the carousel list, from the dates and the published switch
 * (docs/product-rules.md, "Carousel status"): DRAFT (not published), SCHEDULED (published, starts
 * after today), LIVE (published, its period covers today), ENDED (published, ended before today).
 */
export const CAROUSEL_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const;
export type CarouselStatus = (typeof CAROUSEL_STATUSES)[number];
