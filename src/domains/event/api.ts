import type { EventDetailResponse } from '@contract/event';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/event/detail.json — one event (404 when unknown)
export const fetchEventDetail = (id: string) =>
  apiPost<EventDetailResponse>('/api/spportal/event/detail.json', { id }, { silent: true });
