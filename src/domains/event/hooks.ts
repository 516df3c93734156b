import { useRequest } from '@/shared/request/use-request';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { fetchEventDetail } from './api';
import { EVENT_API } from '@contract/event/constants';

/** One event for the event-detail page; skipped without an id. */
export function useEventDetail(id: string | null) {
  return useRequest(() => fetchEventDetail(id ?? ''), {
    ...usePartnerQueryOptions(EVENT_API.detail, id),
    ready: !!id,
  });
}
