import { useRequest } from '@/shared/request/use-request';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { fetchGrowth } from './api';
import { GROWTH_API } from '@contract/growth/constants';

/** The last 24 months of volume (USD), transactions and paying users, oldest first. */
export function useGrowth() {
  const request = useRequest(fetchGrowth, usePartnerQueryOptions(GROWTH_API.query));
  return { ...request, points: request.data?.growthList ?? [] };
}
