import type {
  MerchantNameQueryResponse,
  MerchantQueryRequest,
  MerchantQueryResponse,
  MerchantTopRequest,
  MerchantTopResponse,
} from '@contract/merchant';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/merchantName/query.json — name autocomplete
export const fetchMerchantNames = (keyword: string, limit = 8) =>
  apiPost<MerchantNameQueryResponse>(
    '/api/spportal/merchantName/query.json',
    { keyword, limit },
    { silent: true },
  );

// POST /api/spportal/merchant/top.json — ranked by USD volume for a year and two-digit month
export const fetchTopMerchants = (request: MerchantTopRequest) =>
  apiPost<MerchantTopResponse>('/api/spportal/merchant/top.json', request, { silent: true });

// POST /api/spportal/merchant/query.json — paged list, filters name, country, category
export const fetchMerchants = (request: MerchantQueryRequest) =>
  apiPost<MerchantQueryResponse>('/api/spportal/merchant/query.json', request, { silent: true });
