import type {
  StaffInsightIssuesRequest,
  StaffInsightIssuesResponse,
  StaffInsightSetStatusRequest,
  StaffInsightSetStatusResponse,
} from '@contract/staff-content/issues';
import { DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import { declareWrite, useReadVersion } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';
import { useRequest } from '@/shared/request/use-request';
import { DOCUMENT_READS } from './api';

// Business insights by issue (contract/staff-content/issues.ts); failures show in place (silent).
const quiet = { silent: true } as const;

// POST /api/spportal/iboss/insight/issues.json — one row per issue with every partner's copy
export const fetchInsightIssues = (body: StaffInsightIssuesRequest) =>
  apiPost<StaffInsightIssuesResponse>(DOCUMENT_STAFF_API.insightIssues, body, quiet);

// POST /api/spportal/iboss/insight/setStatus.json — withdraw or publish several copies at once
export const setInsightStatus = declareWrite(DOCUMENT_READS, (body: StaffInsightSetStatusRequest) =>
  apiPost<StaffInsightSetStatusResponse>(DOCUMENT_STAFF_API.insightSetStatus, body, quiet),
);

/** The issues list; it loads again after any declared document write. */
export function useInsightIssues(request: StaffInsightIssuesRequest) {
  const key = JSON.stringify(request);
  const version = useReadVersion(DOCUMENT_STAFF_API.insightIssues);
  return useRequest(() => fetchInsightIssues(request), { refreshDeps: [key, version] });
}
