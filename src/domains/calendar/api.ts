import type { CalendarQueryYearRequest, CalendarQueryYearResponse } from '@contract/calendar';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/calendar/queryYear.json — events overlapping a year
export const fetchCalendarYear = (request: CalendarQueryYearRequest) =>
  apiPost<CalendarQueryYearResponse>('/api/spportal/calendar/queryYear.json', request, { silent: true });
