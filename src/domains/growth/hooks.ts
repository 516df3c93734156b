import { useRequest } from 'ahooks';
import { partnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { fetchGrowth } from './api';

/** The last 24 months of volume (USD), transactions and paying users, oldest first. */
export function useGrowth() {
  const scope = usePartnerScope();
  const request = useRequest(fetchGrowth, partnerQueryOptions('growth/query', scope));
  return { ...request, points: request.data?.growthList ?? [] };
}
