import type {
  MerchantNameQueryResponse,
  MerchantQueryRequest,
  MerchantQueryResponse,
  MerchantTopRequest,
  MerchantTopResponse,
} from '@contract/merchant/schemas';
import { apiPost } from '@/shared/request/client';
import { MERCHANT_API } from '@contract/merchant/constants';

// POST /api/spportal/merchantName/query.json — name autocomplete
export const fetchMerchantNames = (keyword: string, limit = 8) =>
  apiPost<MerchantNameQueryResponse>(MERCHANT_API.nameQuery, { keyword, limit }, { silent: true });

/** How many merchants the top list shows. */
export const TOP_MERCHANT_COUNT = 10;

// POST /api/spportal/merchant/top.json — ranked by USD volume for a year and two-digit month
export const fetchTopMerchants = (request: MerchantTopRequest) =>
  apiPost<MerchantTopResponse>(MERCHANT_API.top, request, { silent: true });

// POST /api/spportal/merchant/query.json — paged list, filters name, country, category
export const fetchMerchants = (request: MerchantQueryRequest) =>
  apiPost<MerchantQueryResponse>(MERCHANT_API.query, request, { silent: true });
