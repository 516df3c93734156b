import { act, renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { Notification } from '@contract/notification/schemas';
import * as api from './api';
import { useMarkNotificationsRead, useNotificationCount, useNotificationFeed } from './hooks';

jest.mock('./api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const mocked = jest.mocked(api);
const envelope = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' };

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

beforeEach(() => {
  clearCache();
  jest.resetAllMocks();
});

describe('notification hooks', () => {
  it('pages the list 10 at a time and stops at the total', async () => {
    mocked.fetchNotifications.mockImplementation(async ({ pageNum }) => ({
      ...envelope,
      total: 12,
      pageNum,
      pageSize: 10,
      unreadCount: 1,
      notificationList:
        pageNum === 1
          ? Array.from({ length: 10 }, (_, i) => notification(`n${i}`, 'UNREAD'))
          : [notification('n10', 'READ'), notification('n11', 'READ')],
    }));
    const { result } = renderHook(() => useNotificationFeed());
    await waitFor(() => expect(result.current.data?.list).toHaveLength(10));
    expect(mocked.fetchNotifications).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 });
    expect(result.current.noMore).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data?.list).toHaveLength(12));
    expect(result.current.noMore).toBe(true);
  });

  it('marking one read drops the count and reloads the list', async () => {
    mocked.fetchNotificationCount.mockResolvedValue({ ...envelope, unreadCount: 2 });
    mocked.fetchNotifications.mockResolvedValue({
      ...envelope,
      total: 2,
      pageNum: 1,
      pageSize: 10,
      unreadCount: 2,
      notificationList: [notification('a', 'UNREAD'), notification('b', 'UNREAD')],
    });
    mocked.markNotificationRead.mockResolvedValue({ ...envelope, updatedCount: 1, unreadCount: 1 });

    const { result } = renderHook(() => ({
      count: useNotificationCount(),
      feed: useNotificationFeed(),
      mark: useMarkNotificationsRead(),
    }));
    await waitFor(() => expect(result.current.count.unreadCount).toBe(2));
    await waitFor(() => expect(result.current.feed.data?.list).toHaveLength(2));

    await act(async () => {
      await result.current.mark.markRead('a');
    });
    expect(mocked.markNotificationRead).toHaveBeenCalledWith('a');
    expect(result.current.count.unreadCount).toBe(1);
    await waitFor(() => expect(mocked.fetchNotifications).toHaveBeenCalledTimes(2));
  });

  it('mark all read uses the all-at-once call', async () => {
    mocked.fetchNotificationCount.mockResolvedValue({ ...envelope, unreadCount: 5 });
    mocked.markAllNotificationsRead.mockResolvedValue({ ...envelope, updatedCount: 5, unreadCount: 0 });
    const { result } = renderHook(() => ({
      count: useNotificationCount(),
      mark: useMarkNotificationsRead(),
    }));
    await waitFor(() => expect(result.current.count.unreadCount).toBe(5));
    await act(async () => {
      await result.current.mark.markAllRead();
    });
    expect(mocked.markAllNotificationsRead).toHaveBeenCalledTimes(1);
    expect(result.current.count.unreadCount).toBe(0);
  });
});
