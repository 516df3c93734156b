import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import type {
  OperationLogExportRequest,
  OperationLogFiltersResponse,
  OperationLogQuery,
  OperationLogResponse,
} from '@contract/operation-log/schemas';
import { apiPost } from '@/shared/request/client';
import { postForFile } from '@/shared/request/download';

// POST /api/spportal/operationLog/query.json — the current partner's entries, newest first
export const fetchOperationLog = (request: OperationLogQuery) =>
  apiPost<OperationLogResponse>(OPERATION_LOG_API.query, request, { silent: true });

// POST /api/spportal/operationLog/filters.json — actions and actors present in the log
export const fetchOperationLogFilters = () =>
  apiPost<OperationLogFiltersResponse>(OPERATION_LOG_API.filters, {}, { silent: true });

// POST /api/spportal/operationLog/export.json — the filtered entries as a CSV file
export const exportOperationLog = (request: OperationLogExportRequest) =>
  postForFile(OPERATION_LOG_API.export, request, 'operation-log.csv', { silent: true });
