import { useInfiniteScroll } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import type {
  DfBudgetQueryRequest,
  DfClaimPageQueryRequest,
  DfKind,
  DfPartnerClaim,
} from '@contract/df/schemas';
import { DF_API, DF_PARTNER_API } from '@contract/df/constants';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { useReadVersion } from '@/domains/session/invalidation';
import { usePartnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import {
  fetchDfBudgetHistory,
  fetchDfBudgets,
  fetchDfClaimDetail,
  fetchDfClaims,
  fetchDfPartnerClaims,
  fetchDfPrograms,
} from './api';
import { programForKind } from './program-progress';

// Each read loads again when what it asks changes or a declared write (./api.ts) changes it.

/** MDF and TDF programmes; `mdf`/`tdf` are the ones the cards show. */
export function useDfPrograms() {
  const request = useRequest(fetchDfPrograms, usePartnerQueryOptions(DF_PARTNER_API.query));
  const programs = request.data?.programList ?? [];
  return {
    ...request,
    programs,
    mdf: programForKind(programs, 'EXCLUSIVE_INCENTIVES_MDF'),
    tdf: programForKind(programs, 'EXCLUSIVE_INCENTIVES_TDF'),
  };
}

export interface ClaimPageParams {
  pageNum: number;
  kind?: DfKind;
}

/** One page (10) of the partner's claims, for a paged table. */
export function useDfPartnerClaimPage(params: ClaimPageParams) {
  const request = { ...params, pageSize: PAGE_SIZE };
  return useRequest(
    () => fetchDfPartnerClaims(request),
    usePartnerQueryOptions(DF_PARTNER_API.pageQuery, request),
  );
}

export interface ClaimFeed {
  list: DfPartnerClaim[];
  total: number;
  pageNum: number;
}

/** The partner's claims a page at a time, appended, for a list with "show more" on a phone. */
export function useDfPartnerClaimFeed(kind?: DfKind) {
  const scope = usePartnerScope();
  const version = useReadVersion(DF_PARTNER_API.pageQuery);
  return useInfiniteScroll<ClaimFeed>(
    async (previous) => {
      const pageNum = previous ? previous.pageNum + 1 : 1;
      const response = await fetchDfPartnerClaims({ pageNum, pageSize: PAGE_SIZE, kind });
      return { list: response.claimList, total: response.total, pageNum };
    },
    { reloadDeps: [scope, kind, version], isNoMore: (data) => !!data && data.list.length >= data.total },
  );
}

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

/** One programme's budget changes, newest first; nothing is asked while none is shown. */
export function useDfBudgetHistory(programId: string | null) {
  const version = useReadVersion(DF_API.budgetHistory);
  return useRequest(() => fetchDfBudgetHistory(programId!), {
    ready: !!programId,
    refreshDeps: [programId, version],
  });
}
