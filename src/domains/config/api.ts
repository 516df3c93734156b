import type { ConfigQueryOneResponse } from '@contract/config/schemas';
import { apiPost } from '@/shared/request/client';
import { CONFIG_API } from '@contract/config/constants';

// POST /api/spportal/config/queryOne.json — one portal setting (value null when unset)
export const fetchConfig = (key: string) =>
  apiPost<ConfigQueryOneResponse>(CONFIG_API.queryOne, { key }, { silent: true });
