import { useRequest } from '@/shared/request/use-request';
import { DF_API } from '@contract/df/constants';
import type { DfBudgetQueryRequest, DfClaimPageQueryRequest } from '@contract/df/schemas';
import { useReadVersion } from '@/domains/session/invalidation';
import { fetchDfBudgets, fetchDfClaimDetail, fetchDfClaims } from './api';

// Each read loads again when what it asks changes or a declared write (./api.ts) changes it.

export function useDfBudgets(request: DfBudgetQueryRequest) {
  const version = useReadVersion(DF_API.budgetQuery);
  return useRequest(() => fetchDfBudgets(request), { refreshDeps: [JSON.stringify(request), version] });
}

export function useDfClaims(request: DfClaimPageQueryRequest) {
  const version = useReadVersion(DF_API.claimPageQuery);
  return useRequest(() => fetchDfClaims(request), { refreshDeps: [JSON.stringify(request), version] });
}

/** One claim's facts, history and budget; nothing is asked while no claim is open. */
export function useDfClaimDetail(claimId: string | null) {
  const version = useReadVersion(DF_API.claimDetail);
  return useRequest(() => fetchDfClaimDetail(claimId!), {
    ready: !!claimId,
    refreshDeps: [claimId, version],
  });
}
