import { useRequest } from 'ahooks';
import { partnerQueryOptions, usePartnerScope } from '../config/partner-query';
import { PAGE_SIZE } from '../../shared/request/request-defaults';
import { fetchOperationLog, fetchOperationLogFilters } from './api';
import type { LogFilters } from './filters';
import { toRequest } from './filters';

/** One page of the log (10 a page) for the filters; an invalid range asks nothing. */
export function useOperationLogPage(filters: LogFilters, pageNum: number) {
  const scope = usePartnerScope();
  const fields = toRequest(filters);
  const request = fields === 'invalid' ? null : { ...fields, pageNum, pageSize: PAGE_SIZE };
  const result = useRequest(() => fetchOperationLog(request!), {
    ...partnerQueryOptions('operationLog/query', scope, request),
    ready: request !== null,
  });
  return { ...result, invalidRange: fields === 'invalid' };
}

/** The actions and actors to filter by. */
export function useOperationLogFilters() {
  const scope = usePartnerScope();
  return useRequest(fetchOperationLogFilters, partnerQueryOptions('operationLog/filters', scope));
}
