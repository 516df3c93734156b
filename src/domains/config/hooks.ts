import { useRequest } from 'ahooks';
import { fetchConfig } from './api';
import { partnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';

/** One portal setting; `value` is null while loading, when unset, or when the call fails. */
export function useConfigValue(key: string) {
  const scope = usePartnerScope();
  const request = useRequest(() => fetchConfig(key), partnerQueryOptions('config/queryOne', scope, key));
  return { ...request, value: request.data?.config.value ?? null };
}
