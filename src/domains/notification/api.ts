import type {
  NotificationCountResponse,
  NotificationQueryRequest,
  NotificationQueryResponse,
  NotificationUpdateResponse,
} from '@contract/notification';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/notification/count.json — unread count of the current user for the current partner
export const fetchNotificationCount = () =>
  apiPost<NotificationCountResponse>('/api/spportal/notification/count.json', {}, { silent: true });

// POST /api/spportal/notification/query.json — paged, unread first, then newest
export const fetchNotifications = (request: NotificationQueryRequest) =>
  apiPost<NotificationQueryResponse>('/api/spportal/notification/query.json', request, { silent: true });

// POST /api/spportal/notification/update.json — mark one notification read
export const markNotificationRead = (notificationId: string) =>
  apiPost<NotificationUpdateResponse>('/api/spportal/notification/update.json', {
    notificationId,
    status: 'READ',
  });

// POST /api/spportal/notification/update.json — mark every notification read
export const markAllNotificationsRead = () =>
  apiPost<NotificationUpdateResponse>('/api/spportal/notification/update.json', {
    all: true,
    status: 'READ',
  });
