import { useInfiniteScroll } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import type { OperationLogEntry } from '@contract/operation-log/schemas';
import { usePartnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { fetchOperationLog, fetchOperationLogFilters } from './api';
import type { LogFilters } from './filters';
import { toRequest } from './filters';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';

/** One page of the log (10 a page) for the filters; an invalid range asks nothing. */
export function useOperationLogPage(filters: LogFilters, pageNum: number) {
  const fields = toRequest(filters);
  const request = fields === 'invalid' ? null : { ...fields, pageNum, pageSize: PAGE_SIZE };
  const result = useRequest(() => fetchOperationLog(request!), {
    ...usePartnerQueryOptions(OPERATION_LOG_API.query, request),
    ready: request !== null,
  });
  return { ...result, invalidRange: fields === 'invalid' };
}

/** The actions and actors to filter by. */
export function useOperationLogFilters() {
  return useRequest(fetchOperationLogFilters, usePartnerQueryOptions(OPERATION_LOG_API.filters));
}

export interface OperationLogFeed {
  list: OperationLogEntry[];
  total: number;
  pageNum: number;
}

/** The log a page at a time, appended, for infinite scroll on a phone; an invalid range asks nothing. */
export function useOperationLogFeed(filters: LogFilters) {
  const scope = usePartnerScope();
  const fields = toRequest(filters);
  const key = JSON.stringify(fields);
  const feed = useInfiniteScroll<OperationLogFeed>(
    async (previous) => {
      if (fields === 'invalid') return { list: [], total: 0, pageNum: 0 };
      const pageNum = previous ? previous.pageNum + 1 : 1;
      const response = await fetchOperationLog({ ...fields, pageNum, pageSize: PAGE_SIZE });
      return { list: response.operationLogList, total: response.total, pageNum };
    },
    { reloadDeps: [scope, key], isNoMore: (data) => !!data && data.list.length >= data.total },
  );
  return { ...feed, invalidRange: fields === 'invalid' };
}
