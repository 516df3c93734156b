import { useRequest } from 'ahooks';
import { partnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { fetchCalendarYear } from './api';

/** Network and partner events overlapping a year. */
export function useCalendarYear(year: number) {
  const scope = usePartnerScope();
  const request = useRequest(
    () => fetchCalendarYear({ year }),
    partnerQueryOptions('calendar/queryYear', scope, year),
  );
  return { ...request, events: request.data?.eventList ?? [] };
}
