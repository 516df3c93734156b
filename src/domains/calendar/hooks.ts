import { useRequest } from '@/shared/request/use-request';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { fetchCalendarYear } from './api';
import { CALENDAR_API } from '@contract/calendar/constants';

/** Network and partner events overlapping a year. */
export function useCalendarYear(year: number) {
  const request = useRequest(
    () => fetchCalendarYear({ year }),
    usePartnerQueryOptions(CALENDAR_API.queryYear, year),
  );
  return { ...request, events: request.data?.eventList ?? [] };
}
