import type {
  DfPartnerPageQueryRequest,
  DfPartnerPageQueryResponse,
  DfPartnerQueryResponse,
  ClaimSubmitRequest,
  ClaimSubmitResponse,
} from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';
import { INCENTIVE_QUERY_TIMEOUT_MS } from '@/shared/request/request-defaults';

// POST /api/spportal/incentive/query.json — MDF and TDF programmes, with its own time-out (LIMIT-TIMEOUT)
export const fetchIncentivePrograms = () =>
  apiPost<DfPartnerQueryResponse>(
    DF_PARTNER_API.query,
    {},
    { silent: true, timeout: INCENTIVE_QUERY_TIMEOUT_MS },
  );

// POST /api/spportal/incentive/pageQuery.json — claims, paged, newest first
export const fetchIncentiveClaims = (request: DfPartnerPageQueryRequest) =>
  apiPost<DfPartnerPageQueryResponse>(DF_PARTNER_API.pageQuery, request, { silent: true });

// Partner side: a new claim against one of the current partner's programmes.
// A new claim changes the claims list and the programmes' claimed and remaining amounts.
export const submitClaim = declareWrite(
  [DF_PARTNER_API.pageQuery, DF_PARTNER_API.query],
  (request: ClaimSubmitRequest) =>
    apiPost<ClaimSubmitResponse>(DF_PARTNER_API.claimSubmit, request, { silent: true }),
);
