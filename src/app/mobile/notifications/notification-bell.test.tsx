import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@contract/notification/schemas';
import * as eventApi from '@/domains/event/api';
import * as api from '@/domains/notification/api';
import { currentLocation, ok, renderAt, systemError } from '@/test/overview-test-utils';
import NotificationBell from './notification-bell';

jest.mock('@/domains/notification/api');
jest.mock('@/domains/event/api');
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
  category: 'EVENT',
  status,
  createdAt: '2026-11-01T09:30:00.000Z',
  readAt: null,
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
    notification('b', 'UNREAD', { linkType: 'INCENTIVE' }),
    notification('c', 'READ'),
  ];
  mocked.fetchNotificationCount.mockImplementation(async () => ({ ...ok, unreadCount: unread() }));
  mocked.fetchNotifications.mockImplementation(async () => ({
    ...ok,
    total: server.length,
    pageNum: 1,
    pageSize: 10,
    unreadCount: unread(),
    notificationList: [...server],
  }));
  mocked.markNotificationRead.mockImplementation(async (id) => {
    server = server.map((n) => (n.notificationId === id ? { ...n, status: 'READ' } : n));
    return { ...ok, updatedCount: 1, unreadCount: unread() };
  });
  mocked.markAllNotificationsRead.mockImplementation(async () => {
    server = server.map((n) => ({ ...n, status: 'READ' }));
    return { ...ok, updatedCount: 2, unreadCount: 0 };
  });
});

// antd-mobile's popup animates in with pointer-events off; jsdom never finishes the animation.
const user = userEvent.setup({ pointerEventsCheck: 0 });

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

async function openList() {
  await waitFor(() => expect(bell()).toHaveAccessibleName(/unread/));
  await user.click(bell());
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findAllByRole('listitem', { name: /^Notice/ });
  return dialog;
}

describe('mobile NotificationBell', () => {
  it('shows the count and lists notifications full screen; marking one read drops the count', async () => {
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    const dialog = await openList();
    const [first] = within(dialog).getAllByRole('listitem', { name: /^Notice/ });
    expect(first).toHaveTextContent('(Unread)');
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('marks all read', async () => {
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    const dialog = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('opens an incentive notification on the mobile incentives page', async () => {
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    const dialog = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'View incentives' }));
    expect(currentLocation()).toBe('/mobile/exclusive-incentives');
    expect(mocked.markNotificationRead).toHaveBeenCalledWith('b');
  });

  it('opens an event notification over the page (no mobile event route)', async () => {
    jest.mocked(eventApi.fetchEventDetail).mockResolvedValue({
      ...ok,
      event: {
        id: 'ev1',
        title: 'Songkran campaign',
        type: 'CAMPAIGN',
        startDate: '2026-04-13',
        endDate: '2026-04-15',
        countries: ['TH'],
        description: 'Cash back in Thailand.',
        content: '',
        location: null,
        imageUrl: null,
      },
    });
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    const dialog = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'View event' }));
    expect(await screen.findByRole('heading', { name: 'Songkran campaign' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/mobile/overview');
  });

  it('retries a failed list and says when there is nothing', async () => {
    server = [];
    mocked.fetchNotifications.mockRejectedValueOnce(systemError());
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText("You're all caught up: no notifications yet."),
    ).toBeInTheDocument();
  });
});
