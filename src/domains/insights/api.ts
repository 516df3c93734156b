import type { InsightsQueryRequest, InsightsQueryResponse } from '@contract/insights/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { apiPost } from '@/shared/request/client';
import { postForFile } from '@/shared/request/download';

// POST /api/spportal/insights/query.json — one month's figures for the current partner
export const fetchInsights = (request: InsightsQueryRequest) =>
  apiPost<InsightsQueryResponse>(INSIGHTS_API.query, request, { silent: true });

// POST /api/spportal/insights/export.json — the same figures as CSV (510872006 / 510872007 as envelopes)
export const exportInsights = (request: InsightsQueryRequest) =>
  postForFile(INSIGHTS_API.export, request, `performance-insights-${request.year}-${request.month}.csv`, {
    silent: true,
  });
