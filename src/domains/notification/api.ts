import type {
  NotificationCountResponse,
  NotificationQueryRequest,
  NotificationQueryResponse,
  NotificationUpdateResponse,
} from '@contract/notification/schemas';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';
import { NOTIFICATION_API } from '@contract/notification/constants';

// POST /api/spportal/notification/count.json — unread count of the current user for the current partner
export const fetchNotificationCount = () =>
  apiPost<NotificationCountResponse>(NOTIFICATION_API.count, {}, { silent: true });

// POST /api/spportal/notification/query.json — paged, unread first, then newest
export const fetchNotifications = (request: NotificationQueryRequest) =>
  apiPost<NotificationQueryResponse>(NOTIFICATION_API.query, request, { silent: true });

// POST /api/spportal/notification/update.json — mark one notification read
export const markNotificationRead = declareWrite([NOTIFICATION_API.count], (notificationId: string) =>
  apiPost<NotificationUpdateResponse>(NOTIFICATION_API.update, {
    notificationId,
    status: 'READ',
  }),
);

// POST /api/spportal/notification/update.json — mark every notification read
export const markAllNotificationsRead = declareWrite([NOTIFICATION_API.count], () =>
  apiPost<NotificationUpdateResponse>(NOTIFICATION_API.update, {
    all: true,
    status: 'READ',
  }),
);
