import { useInfiniteScroll } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import type { Merchant } from '@contract/merchant/schemas';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { usePartnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { fetchMerchantNames, fetchMerchants, fetchTopMerchants, TOP_MERCHANT_COUNT } from './api';
import type { YearMonthSelection } from '@/shared/format/year-month';
import { MERCHANT_API } from '@contract/merchant/constants';

export const MERCHANT_NAME_DEBOUNCE_MS = 300;

/** Name suggestions for the search box, debounced; nothing is asked for an empty keyword. */
export function useMerchantNameSuggestions(keyword: string) {
  const trimmed = keyword.trim();
  const request = useRequest(() => fetchMerchantNames(trimmed), {
    ...usePartnerQueryOptions(MERCHANT_API.nameQuery, trimmed),
    refreshOnWindowFocus: false,
    debounceWait: MERCHANT_NAME_DEBOUNCE_MS,
    ready: trimmed.length > 0,
  });
  return { ...request, names: trimmed ? (request.data?.merchantNameList ?? []) : [] };
}

/** Top merchants by USD volume for a year and two-digit month. */
export function useTopMerchants(selection: YearMonthSelection, limit = TOP_MERCHANT_COUNT) {
  const request = { year: selection.year, month: selection.month, limit };
  return useRequest(() => fetchTopMerchants(request), usePartnerQueryOptions(MERCHANT_API.top, request));
}

export interface MerchantFilters {
  name?: string;
  country?: string;
}

const cleanFilters = ({ name, country }: MerchantFilters) => ({
  ...(name?.trim() ? { name: name.trim() } : {}),
  ...(country ? { country } : {}),
});

/** One page of the merchant list (server paging, 10 a page). */
export function useMerchantPage(filters: MerchantFilters, pageNum: number) {
  const request = { ...cleanFilters(filters), pageNum, pageSize: PAGE_SIZE };
  return useRequest(() => fetchMerchants(request), usePartnerQueryOptions(MERCHANT_API.query, request));
}

export interface MerchantFeed {
  list: Merchant[];
  total: number;
  pageNum: number;
  lastMonth: string;
}

/** The merchant list a page at a time, appended, for infinite scroll on a phone. */
export function useMerchantFeed(filters: MerchantFilters) {
  const scope = usePartnerScope();
  const clean = cleanFilters(filters);
  return useInfiniteScroll<MerchantFeed>(
    async (previous) => {
      const pageNum = previous ? previous.pageNum + 1 : 1;
      const response = await fetchMerchants({ ...clean, pageNum, pageSize: PAGE_SIZE });
      return { list: response.merchantList, total: response.total, pageNum, lastMonth: response.lastMonth };
    },
    {
      reloadDeps: [scope, clean.name, clean.country],
      isNoMore: (data) => !!data && data.list.length >= data.total,
    },
  );
}
