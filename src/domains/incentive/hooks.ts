import { useInfiniteScroll } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import type { DfPartnerClaim, DfKind } from '@contract/df/schemas';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { useReadVersion } from '@/domains/session/invalidation';
import { usePartnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { fetchIncentiveClaims, fetchIncentivePrograms } from './api';
import { programForKind } from './program-progress';
import { DF_PARTNER_API } from '@contract/df/constants';

/** MDF and TDF programmes; `mdf`/`tdf` are the ones the cards show. */
export function useIncentivePrograms() {
  const request = useRequest(fetchIncentivePrograms, usePartnerQueryOptions(DF_PARTNER_API.query));
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

/** One page (10) of claims, for a paged table. */
export function useIncentiveClaimPage(params: ClaimPageParams) {
  const request = { ...params, pageSize: PAGE_SIZE };
  return useRequest(
    () => fetchIncentiveClaims(request),
    usePartnerQueryOptions(DF_PARTNER_API.pageQuery, request),
  );
}

export interface ClaimFeed {
  list: DfPartnerClaim[];
  total: number;
  pageNum: number;
}

/** Claims a page at a time, appended, for a list with "show more" on a phone. */
export function useIncentiveClaimFeed(kind?: DfKind) {
  const scope = usePartnerScope();
  const version = useReadVersion(DF_PARTNER_API.pageQuery);
  return useInfiniteScroll<ClaimFeed>(
    async (previous) => {
      const pageNum = previous ? previous.pageNum + 1 : 1;
      const response = await fetchIncentiveClaims({ pageNum, pageSize: PAGE_SIZE, kind });
      return { list: response.claimList, total: response.total, pageNum };
    },
    { reloadDeps: [scope, kind, version], isNoMore: (data) => !!data && data.list.length >= data.total },
  );
}
