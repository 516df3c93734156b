import type { ConfigQueryOneResponse } from '@contract/config';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/config/queryOne.json — one portal setting (value null when unset)
export const fetchConfig = (key: string) =>
  apiPost<ConfigQueryOneResponse>('/api/spportal/config/queryOne.json', { key }, { silent: true });
