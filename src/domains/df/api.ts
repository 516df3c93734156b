import type {
  ClaimSubmitRequest,
  ClaimSubmitResponse,
  DfBudgetDeleteResponse,
  DfBudgetHistoryResponse,
  DfBudgetQueryRequest,
  DfBudgetQueryResponse,
  DfBudgetSaveRequest,
  DfBudgetSaveResponse,
  DfClaimDetailResponse,
  DfClaimPageQueryRequest,
  DfClaimPageQueryResponse,
  DfClaimTransitionRequest,
  DfClaimTransitionResponse,
  DfPartnerPageQueryRequest,
  DfPartnerPageQueryResponse,
  DfPartnerQueryResponse,
} from '@contract/df/schemas';
import { DF_API, DF_PARTNER_API } from '@contract/df/constants';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';
import { DF_QUERY_TIMEOUT_MS } from '@/shared/request/request-defaults';

// Development-fund calls (contract/df/): the partner's programmes and claims, then the staff
// budgets and claim workflow. Failures are shown by the screen (silent).

// POST /api/spportal/incentive/query.json — MDF and TDF programmes, with its own time-out (LIMIT-TIMEOUT)
export const fetchDfPrograms = () =>
  apiPost<DfPartnerQueryResponse>(DF_PARTNER_API.query, {}, { silent: true, timeout: DF_QUERY_TIMEOUT_MS });

// POST /api/spportal/incentive/pageQuery.json — claims, paged, newest first
export const fetchDfPartnerClaims = (request: DfPartnerPageQueryRequest) =>
  apiPost<DfPartnerPageQueryResponse>(DF_PARTNER_API.pageQuery, request, { silent: true });

// POST /api/spportal/incentive/claimSubmit.json — a new claim against one of the current partner's programmes.
// A new claim changes the claims list and the programmes' claimed and remaining amounts.
export const submitClaim = declareWrite(
  [DF_PARTNER_API.pageQuery, DF_PARTNER_API.query],
  (request: ClaimSubmitRequest) =>
    apiPost<ClaimSubmitResponse>(DF_PARTNER_API.claimSubmit, request, { silent: true }),
);

// POST /api/spportal/iboss/df/budgetQuery.json — every partner's budgets (staff)
export const fetchDfBudgets = (request: DfBudgetQueryRequest) =>
  apiPost<DfBudgetQueryResponse>(DF_API.budgetQuery, request, { silent: true });

// POST /api/spportal/iboss/df/budgetSave.json — a budget shows in the budget list and in an open
// claim (what remains of it).
export const saveDfBudget = declareWrite(
  [DF_API.budgetQuery, DF_API.claimDetail, DF_API.budgetHistory],
  (request: DfBudgetSaveRequest) =>
    apiPost<DfBudgetSaveResponse>(DF_API.budgetSave, request, { silent: true }),
);

// POST /api/spportal/iboss/df/budgetHistory.json — a programme's budget changes with reasons (staff)
export const fetchDfBudgetHistory = (programId: string) =>
  apiPost<DfBudgetHistoryResponse>(DF_API.budgetHistory, { programId }, { silent: true });

// POST /api/spportal/iboss/df/budgetDelete.json — removes a programme without claims (staff)
export const deleteDfBudget = declareWrite([DF_API.budgetQuery], (programId: string) =>
  apiPost<DfBudgetDeleteResponse>(DF_API.budgetDelete, { programId }, { silent: true }),
);

// POST /api/spportal/iboss/df/claimPageQuery.json — every partner's claims (staff)
export const fetchDfClaims = (request: DfClaimPageQueryRequest) =>
  apiPost<DfClaimPageQueryResponse>(DF_API.claimPageQuery, request, { silent: true });

// POST /api/spportal/iboss/df/claimDetail.json — one claim, its budget and history (staff)
export const fetchDfClaimDetail = (claimId: string) =>
  apiPost<DfClaimDetailResponse>(DF_API.claimDetail, { claimId }, { silent: true });

// POST /api/spportal/iboss/df/claimTransition.json — a move changes the claim, its list, its
// budget's used and remaining amounts, and the partner's claims and programmes (for a partner
// screen open in this browser).
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
