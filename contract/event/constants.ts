/**
 * Plain values of the event calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The event calls (POST JSON; DATA-CALLS in docs/product-rules.md). */
export const EVENT_API = {
  detail: '/api/spportal/event/detail.json',
} as const;

export const EVENT_TYPES = ['CAMPAIGN', 'SETTLEMENT_HOLIDAY', 'LAUNCH', 'CLAIM_DEADLINE'] as const;
