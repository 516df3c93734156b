import type { PublishedRange } from '@contract/calendar/schemas';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The configured range (JSON `{ start, end }`) when it is well formed; otherwise the network's
 * usual window: the start of last year to the end of next year.
 */
export function publishedRangeFrom(configValue: string | null, now: Date): PublishedRange {
  if (configValue) {
    try {
      const parsed = JSON.parse(configValue) as Partial<PublishedRange>;
      if (
        typeof parsed.start === 'string' &&
        typeof parsed.end === 'string' &&
        ISO_DATE.test(parsed.start) &&
        ISO_DATE.test(parsed.end) &&
        parsed.start <= parsed.end
      ) {
        return { start: parsed.start, end: parsed.end };
      }
    } catch {
      // Fall through to the default window.
    }
  }
  const year = now.getUTCFullYear();
  return { start: `${year - 1}-01-01`, end: `${year + 1}-12-31` };
}
