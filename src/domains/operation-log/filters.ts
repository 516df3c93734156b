import type { OperationLogExportRequest } from '@contract/operation-log/schemas';
import { dayRange } from '@contract/shared/day-range';

/** What the filter bar holds; `actor` is an email, or STAFF for the network's entries. */
export interface LogFilters {
  action?: string;
  actor?: string;
  startDate?: string;
  endDate?: string;
}

export const STAFF_ACTOR = 'STAFF';

/** Minutes east of UTC in this browser (the server counts days in the user's time zone). */
export const browserUtcOffset = (at = new Date()) => -at.getTimezoneOffset();

/** The request fields for the filters, or 'invalid' for a range the server would refuse. */
export function toRequest(
  filters: LogFilters,
  utcOffsetMinutes = browserUtcOffset(),
): OperationLogExportRequest | 'invalid' {
  if (dayRange(filters.startDate, filters.endDate, utcOffsetMinutes) === 'invalid') return 'invalid';
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor === STAFF_ACTOR
      ? { actorKind: 'STAFF' as const }
      : filters.actor
        ? { actor: filters.actor }
        : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
    utcOffsetMinutes,
  };
}
