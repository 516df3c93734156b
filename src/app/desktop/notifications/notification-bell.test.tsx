import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@contract/notification/schemas';
import * as api from '@/domains/notification/api';
import { currentLocation, ok, pending, renderAt, systemError } from '@/test/overview-test-utils';
import NotificationBell from './notification-bell';

jest.mock('@/domains/notification/api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const mocked = jest.mocked(api);

const notification = (
  id: string,
  status: Notification['status'],
  overrides: Partial<Notification> = {},
): Notification => ({
  notificationId: id,
  title: `Notice ${id}`,
  content: `Body of ${id}`,
  category: 'INCENTIVE',
  status,
  createdAt: '2026-11-01T09:30:00.000Z',
  readAt: status === 'READ' ? '2026-11-02T00:00:00.000Z' : null,
  linkType: 'NONE',
  linkTarget: null,
  ...overrides,
});

let server: Notification[];

const unread = () => server.filter((n) => n.status === 'UNREAD').length;

beforeEach(() => {
  jest.resetAllMocks();
  server = [
    notification('a', 'UNREAD', { linkType: 'EVENT', linkTarget: 'ev1' }),
    notification('b', 'UNREAD'),
    notification('c', 'READ'),
  ];
  mocked.fetchNotificationCount.mockImplementation(async () => ({ ...ok, unreadCount: unread() }));
  mocked.fetchNotifications.mockImplementation(async () => ({
    ...ok,
    total: server.length,
    pageNum: 1,
    pageSize: 10,
    unreadCount: unread(),
    notificationList: [...server].sort((x, y) =>
      x.status === y.status ? 0 : x.status === 'UNREAD' ? -1 : 1,
    ),
  }));
  mocked.markNotificationRead.mockImplementation(async (id) => {
    server = server.map((n) => (n.notificationId === id ? { ...n, status: 'READ' } : n));
    return { ...ok, updatedCount: 1, unreadCount: unread() };
  });
  mocked.markAllNotificationsRead.mockImplementation(async () => {
    const count = unread();
    server = server.map((n) => ({ ...n, status: 'READ' }));
    return { ...ok, updatedCount: count, unreadCount: 0 };
  });
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unread count on the bell', async () => {
    const call = pending({ ...ok, unreadCount: 2 });
    mocked.fetchNotificationCount.mockReturnValue(call.promise);
    renderAt(<NotificationBell />);
    expect(bell()).toHaveAccessibleName('Notifications');
    call.settle();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it('lists notifications unread first and marks one read: the count drops', async () => {
    renderAt(<NotificationBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('listitem', { name: /^Notice/ });
    expect(items.map((item) => within(item).getByText(/^Notice/).textContent)).toEqual([
      'Notice a',
      'Notice b',
      'Notice c',
    ]);
    expect(items[0]).toHaveTextContent('(Unread)');
    expect(within(items[2]).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    await userEvent.click(within(items[1]).getByRole('button', { name: 'Mark as read' }));
    expect(mocked.markNotificationRead).toHaveBeenCalledWith('b');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await waitFor(() => expect(mocked.fetchNotifications).toHaveBeenCalledTimes(2));
  });

  it('marks all read', async () => {
    renderAt(<NotificationBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByRole('listitem', { name: /^Notice/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(within(dialog).queryByText('(Unread)')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('opens the linked event and marks it read', async () => {
    renderAt(<NotificationBell />);
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'View event' }));
    expect(currentLocation()).toBe('/event-detail/ev1');
    expect(mocked.markNotificationRead).toHaveBeenCalledWith('a');
  });

  it('says when there is nothing, and retries a failed list', async () => {
    mocked.fetchNotifications.mockRejectedValueOnce(systemError());
    server = [];
    renderAt(<NotificationBell />);
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load notifications");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText("You're all caught up: no notifications yet."),
    ).toBeInTheDocument();
  });
});
