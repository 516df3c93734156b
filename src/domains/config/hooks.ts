import { useRequest } from '@/shared/request/use-request';
import { fetchConfig } from './api';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { CONFIG_API } from '@contract/config/constants';

/** One portal setting; `value` is null while loading, when unset, or when the call fails. */
export function useConfigValue(key: string) {
  const request = useRequest(() => fetchConfig(key), usePartnerQueryOptions(CONFIG_API.queryOne, key));
  return { ...request, value: request.data?.config.value ?? null };
}
