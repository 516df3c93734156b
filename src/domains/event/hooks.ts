import { useRequest } from 'ahooks';
import { partnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { fetchEventDetail } from './api';

/** One event for the event-detail page; skipped without an id. */
export function useEventDetail(id: string | null) {
  const scope = usePartnerScope();
  return useRequest(() => fetchEventDetail(id ?? ''), {
    ...partnerQueryOptions('event/detail', scope, id),
    ready: !!id,
  });
}
