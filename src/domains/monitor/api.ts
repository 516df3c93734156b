import { MONITOR_API } from '@contract/monitor/constants';
import type { MonitorUsageRequest, MonitorUsageResponse } from '@contract/monitor/schemas';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/iboss/monitor/usage.json — staff: route changes per path and per partner.
// Silent: the card shows its failure in place (no permission, or retry).
export const fetchUsage = (request: MonitorUsageRequest) =>
  apiPost<MonitorUsageResponse>(MONITOR_API.usage, request, { silent: true });

const pad = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The last `days` days up to today, in the browser's time zone (the server counts in it too). */
export function lastDays(days: number, now = new Date()): MonitorUsageRequest {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { startDate: day(start), endDate: day(now), utcOffsetMinutes: 0 - now.getTimezoneOffset() };
}
