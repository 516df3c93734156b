import type {
  IncentivePageQueryRequest,
  IncentivePageQueryResponse,
  IncentiveQueryResponse,
  ClaimSubmitRequest,
  ClaimSubmitResponse,
} from '@contract/incentive/schemas';
import { CLAIM_API } from '@contract/df/constants';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';
import { INCENTIVE_API } from '@contract/incentive/constants';
import { INCENTIVE_QUERY_TIMEOUT_MS } from '@/shared/request/request-defaults';

// POST /api/spportal/incentive/query.json — MDF and TDF programmes, with its own time-out (LIMIT-TIMEOUT)
export const fetchIncentivePrograms = () =>
  apiPost<IncentiveQueryResponse>(
    INCENTIVE_API.query,
    {},
    { silent: true, timeout: INCENTIVE_QUERY_TIMEOUT_MS },
  );

// POST /api/spportal/incentive/pageQuery.json — claims, paged, newest first
export const fetchIncentiveClaims = (request: IncentivePageQueryRequest) =>
  apiPost<IncentivePageQueryResponse>(INCENTIVE_API.pageQuery, request, { silent: true });

// Partner side: a new claim against one of the current partner's programmes.
// A new claim changes the claims list and the programmes' claimed and remaining amounts.
export const submitClaim = declareWrite(
  [INCENTIVE_API.pageQuery, INCENTIVE_API.query],
  (request: ClaimSubmitRequest) => apiPost<ClaimSubmitResponse>(CLAIM_API.submit, request, { silent: true }),
);
