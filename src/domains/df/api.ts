import type {
  DfBudgetQueryRequest,
  DfBudgetQueryResponse,
  DfBudgetSaveRequest,
  DfBudgetSaveResponse,
  DfClaimDetailResponse,
  DfClaimPageQueryRequest,
  DfClaimPageQueryResponse,
  DfClaimTransitionRequest,
  DfClaimTransitionResponse,
} from '@contract/df/schemas';
import { DF_API, DF_PARTNER_API } from '@contract/df/constants';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';

// Staff development-fund calls (contract/df/); the partner's own claim call is in src/domains/incentive/api.ts. Failures are shown by the screen (silent).
export const fetchDfBudgets = (request: DfBudgetQueryRequest) =>
  apiPost<DfBudgetQueryResponse>(DF_API.budgetQuery, request, { silent: true });

// A budget shows in the budget list and in an open claim (what remains of it).
export const saveDfBudget = declareWrite(
  [DF_API.budgetQuery, DF_API.claimDetail],
  (request: DfBudgetSaveRequest) =>
    apiPost<DfBudgetSaveResponse>(DF_API.budgetSave, request, { silent: true }),
);

export const fetchDfClaims = (request: DfClaimPageQueryRequest) =>
  apiPost<DfClaimPageQueryResponse>(DF_API.claimPageQuery, request, { silent: true });

export const fetchDfClaimDetail = (claimId: string) =>
  apiPost<DfClaimDetailResponse>(DF_API.claimDetail, { claimId }, { silent: true });

// A move changes the claim, its list, its budget's used and remaining amounts, and the partner's
// claims and programmes (for a partner screen open in this browser).
export const moveDfClaim = declareWrite(
  [
    DF_API.claimDetail,
    DF_API.claimPageQuery,
    DF_API.budgetQuery,
    DF_PARTNER_API.pageQuery,
    DF_PARTNER_API.query,
  ],
  (request: DfClaimTransitionRequest) =>
    apiPost<DfClaimTransitionResponse>(DF_API.claimTransition, request, { silent: true }),
);
