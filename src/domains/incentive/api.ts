import type {
  IncentivePageQueryRequest,
  IncentivePageQueryResponse,
  IncentiveQueryResponse,
} from '@contract/incentive';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/incentive/query.json — MDF and TDF programmes (the client applies the 10 s time-out)
export const fetchIncentivePrograms = () =>
  apiPost<IncentiveQueryResponse>('/api/spportal/incentive/query.json', {}, { silent: true });

// POST /api/spportal/incentive/pageQuery.json — claims, paged, newest first
export const fetchIncentiveClaims = (request: IncentivePageQueryRequest) =>
  apiPost<IncentivePageQueryResponse>('/api/spportal/incentive/pageQuery.json', request, { silent: true });
