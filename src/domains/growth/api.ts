import type { GrowthQueryResponse } from '@contract/growth/schemas';
import { apiPost } from '@/shared/request/client';
import { GROWTH_API } from '@contract/growth/constants';

// POST /api/spportal/growth/query.json — empty body; the last 24 months of the current partner
export const fetchGrowth = () => apiPost<GrowthQueryResponse>(GROWTH_API.query, {}, { silent: true });
