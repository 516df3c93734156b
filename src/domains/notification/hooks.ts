import { useInfiniteScroll } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import { useEffect } from 'react';
import type { Notification } from '@contract/notification/schemas';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { usePartnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import {
  fetchNotificationCount,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './api';
import { announceNotificationChange, onNotificationChange } from './notification-changes';
import { NOTIFICATION_API } from '@contract/notification/constants';

/** Unread notifications of the current user for the current partner (the bell's badge). */
export function useNotificationCount() {
  const request = useRequest(fetchNotificationCount, usePartnerQueryOptions(NOTIFICATION_API.count));
  const { mutate } = request;
  useEffect(
    () =>
      onNotificationChange(({ unreadCount }) => {
        mutate((previous) => (previous ? { ...previous, unreadCount } : previous));
      }),
    [mutate],
  );
  return { ...request, unreadCount: request.data?.unreadCount ?? 0 };
}

export interface NotificationFeed {
  list: Notification[];
  total: number;
  pageNum: number;
}

/** The notification list, unread first, a page of 10 at a time; reloads after every mark-read. */
export function useNotificationFeed() {
  const scope = usePartnerScope();
  const feed = useInfiniteScroll<NotificationFeed>(
    async (previous) => {
      const pageNum = previous ? previous.pageNum + 1 : 1;
      const response = await fetchNotifications({ pageNum, pageSize: PAGE_SIZE });
      return { list: response.notificationList, total: response.total, pageNum };
    },
    { reloadDeps: [scope], isNoMore: (data) => !!data && data.list.length >= data.total },
  );
  const { mutate, reload, data } = feed;
  useEffect(
    () =>
      onNotificationChange(({ target }) => {
        // Show the change at once, then reload so the order (unread first) follows the server.
        if (data) {
          const readAt = new Date().toISOString();
          mutate({
            ...data,
            list: data.list.map((item) =>
              target === 'all' || item.notificationId === target ? { ...item, status: 'READ', readAt } : item,
            ),
          });
        }
        reload();
      }),
    [data, mutate, reload],
  );
  return feed;
}

/** Mark one notification (or all) read; refreshes exactly the count and the list. */
export function useMarkNotificationsRead() {
  const request = useRequest(
    (target: string) => (target === 'all' ? markAllNotificationsRead() : markNotificationRead(target)),
    {
      manual: true,
      // The count is invalidated by the write itself (src/domains/notification/api.ts).
      onSuccess: (response, [target]) => {
        announceNotificationChange({ target, unreadCount: response.unreadCount });
      },
    },
  );
  return {
    markRead: (notificationId: string) => request.runAsync(notificationId),
    markAllRead: () => request.runAsync('all'),
    pending: request.loading ? (request.params[0] ?? null) : null,
    error: request.error,
  };
}
