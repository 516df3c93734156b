/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { Notification, NotificationQueryRequest } from '@contract/notification/schemas';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { useMarkNotificationsRead, useNotificationCount, useNotificationFeed } from './hooks';

const notification = (id: string, status: Notification['status']): Notification => ({
  notificationId: id,
  title: `Notice ${id}`,
  content: '',
  category: 'SYSTEM',
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  readAt: status === 'READ' ? '2026-11-02T00:00:00.000Z' : null,
  linkType: 'NONE',
  linkTarget: null,
});

// The server's notifications, and what it was asked, in order.
let stored: Notification[];
let asked: { query: NotificationQueryRequest[]; update: unknown[] };
const unread = () => stored.filter((item) => item.status === 'UNREAD').length;

startMswServer(
  http.post(`*${NOTIFICATION_API.count}`, () => HttpResponse.json(envelope({ unreadCount: unread() }))),
  http.post(`*${NOTIFICATION_API.query}`, async ({ request }) => {
    const body = (await request.json()) as NotificationQueryRequest;
    asked.query.push(body);
    const pageSize = body.pageSize ?? 10;
    const from = (body.pageNum - 1) * pageSize;
    return HttpResponse.json(
      envelope({
        total: stored.length,
        pageNum: body.pageNum,
        pageSize,
        unreadCount: unread(),
        notificationList: stored.slice(from, from + pageSize),
      }),
    );
  }),
  http.post(`*${NOTIFICATION_API.update}`, async ({ request }) => {
    const body = (await request.json()) as { notificationId?: string; all?: boolean };
    asked.update.push(body);
    const before = unread();
    stored = stored.map((item) =>
      body.all || item.notificationId === body.notificationId ? { ...item, status: 'READ' } : item,
    );
    return HttpResponse.json(envelope({ updatedCount: before - unread(), unreadCount: unread() }));
  }),
);

const wrapper = SignedInSessionProvider;

beforeEach(() => {
  clearCache();
  asked = { query: [], update: [] };
});

describe('notification hooks', () => {
  it('pages the list 10 at a time and stops at the total', async () => {
    stored = [
      ...Array.from({ length: 10 }, (_, i) => notification(`n${i}`, 'UNREAD')),
      notification('n10', 'READ'),
      notification('n11', 'READ'),
    ];
    const { result } = renderHook(() => useNotificationFeed(), { wrapper });
    await waitFor(() => expect(result.current.data?.list).toHaveLength(10));
    expect(asked.query).toEqual([{ pageNum: 1, pageSize: 10 }]);
    expect(result.current.noMore).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data?.list).toHaveLength(12));
    expect(result.current.data?.list.map((item) => item.notificationId).slice(-2)).toEqual(['n10', 'n11']);
    expect(result.current.noMore).toBe(true);
  });

  it('marking one read drops the count and reloads the list', async () => {
    stored = [notification('a', 'UNREAD'), notification('b', 'UNREAD')];
    const { result } = renderHook(
      () => ({
        count: useNotificationCount(),
        feed: useNotificationFeed(),
        mark: useMarkNotificationsRead(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.count.unreadCount).toBe(2));
    await waitFor(() => expect(result.current.feed.data?.list).toHaveLength(2));

    await act(async () => {
      await result.current.mark.markRead('a');
    });
    expect(asked.update).toEqual([{ notificationId: 'a', status: 'READ' }]);
    expect(result.current.count.unreadCount).toBe(1);
    await waitFor(() => expect(asked.query).toHaveLength(2));
    await waitFor(() =>
      expect(result.current.feed.data?.list.map((item) => item.status)).toEqual(['READ', 'UNREAD']),
    );
  });

  it('mark all read uses the all-at-once call', async () => {
    stored = Array.from({ length: 5 }, (_, i) => notification(`n${i}`, 'UNREAD'));
    const { result } = renderHook(
      () => ({ count: useNotificationCount(), mark: useMarkNotificationsRead() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.count.unreadCount).toBe(5));
    await act(async () => {
      await result.current.mark.markAllRead();
    });
    expect(asked.update).toEqual([{ all: true, status: 'READ' }]);
    expect(result.current.count.unreadCount).toBe(0);
  });
});
