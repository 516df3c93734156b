import type { GrowthQueryResponse } from '@contract/growth';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/growth/query.json — empty body; the last 24 months of the current partner
export const fetchGrowth = () =>
  apiPost<GrowthQueryResponse>('/api/spportal/growth/query.json', {}, { silent: true });
