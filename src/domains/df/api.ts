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
import { DF_API } from '@contract/df/constants';
import { apiPost } from '@/shared/request/client';

// Staff development-fund calls (contract/df/); the partner's own claim call is in src/domains/incentive/api.ts. Failures are shown by the screen (silent).
export const fetchDfBudgets = (request: DfBudgetQueryRequest) =>
  apiPost<DfBudgetQueryResponse>(DF_API.budgetQuery, request, { silent: true });

export const saveDfBudget = (request: DfBudgetSaveRequest) =>
  apiPost<DfBudgetSaveResponse>(DF_API.budgetSave, request, { silent: true });

export const fetchDfClaims = (request: DfClaimPageQueryRequest) =>
  apiPost<DfClaimPageQueryResponse>(DF_API.claimPageQuery, request, { silent: true });

export const fetchDfClaimDetail = (claimId: string) =>
  apiPost<DfClaimDetailResponse>(DF_API.claimDetail, { claimId }, { silent: true });

export const moveDfClaim = (request: DfClaimTransitionRequest) =>
  apiPost<DfClaimTransitionResponse>(DF_API.claimTransition, request, { silent: true });
