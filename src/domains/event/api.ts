import type { EventDetailResponse } from '@contract/event/schemas';
import { apiPost } from '@/shared/request/client';
import { EVENT_API } from '@contract/event/constants';

// POST /api/spportal/event/detail.json — one event (404 when unknown)
export const fetchEventDetail = (id: string) =>
  apiPost<EventDetailResponse>(EVENT_API.detail, { id }, { silent: true });
