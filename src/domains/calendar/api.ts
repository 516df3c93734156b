import type { CalendarQueryYearRequest, CalendarQueryYearResponse } from '@contract/calendar/schemas';
import { apiPost } from '@/shared/request/client';
import { CALENDAR_API } from '@contract/calendar/constants';

// POST /api/spportal/calendar/queryYear.json — events overlapping a year
export const fetchCalendarYear = (request: CalendarQueryYearRequest) =>
  apiPost<CalendarQueryYearResponse>(CALENDAR_API.queryYear, request, { silent: true });
