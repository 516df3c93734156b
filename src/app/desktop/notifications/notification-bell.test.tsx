/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/shared/i18n';
import type { Notification } from '@contract/notification/schemas';
import type { ReactElement } from 'react';
import { EVENT_API } from '@contract/event/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { getInsightsSelection, resetInsightsSelection } from '@/domains/insights/selection-store';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { currentLocation, renderAt as renderRouted } from '@/test/overview-test-utils';
import NotificationBell from './notification-bell';

// The server's notifications; the calls below read and change them.
const countCall = scriptedCall(NOTIFICATION_API.count);
const listCall = scriptedCall(NOTIFICATION_API.query);
const updateCall = scriptedCall<{ notificationId?: string; all?: boolean }>(NOTIFICATION_API.update);
const eventCall = scriptedCall(EVENT_API.detail);
startMswServer(countCall.handler, listCall.handler, updateCall.handler, eventCall.handler);

const renderAt = (ui: ReactElement, options?: Parameters<typeof renderRouted>[1]) =>
  renderRouted(<SignedInSessionProvider>{ui}</SignedInSessionProvider>, options);

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
  server = [
    notification('a', 'UNREAD', { linkType: 'EVENT', linkTarget: 'ev1' }),
    notification('b', 'UNREAD'),
    notification('c', 'READ'),
  ];
  countCall.answer(() => ({ unreadCount: unread() }));
  listCall.answer(() => ({
    total: server.length,
    pageNum: 1,
    pageSize: 10,
    unreadCount: unread(),
    notificationList: [...server].sort((x, y) =>
      x.status === y.status ? 0 : x.status === 'UNREAD' ? -1 : 1,
    ),
  }));
  updateCall.answer(({ notificationId, all }) => {
    const before = unread();
    server = server.map((n) => (all || n.notificationId === notificationId ? { ...n, status: 'READ' } : n));
    return { updatedCount: before - unread(), unreadCount: unread() };
  });
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

afterEach(() => changeLocale('en'));

describe('NotificationBell', () => {
  it('speaks Chinese: the bell, the drawer, its categories and links', async () => {
    await changeLocale('zh-CN');
    renderAt(<NotificationBell />);
    const chineseBell = await screen.findByRole('button', { name: '通知，2 条未读' });
    await userEvent.click(chineseBell);
    const dialog = await screen.findByRole('dialog', { name: '通知' });
    await within(dialog).findAllByRole('listitem', { name: /^Notice/ });
    expect(within(dialog).getByRole('button', { name: '全部标为已读' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('激励')).not.toHaveLength(0);
    expect(within(dialog).getByText('查看活动')).toBeInTheDocument();
  });

  it('shows the unread count on the bell', async () => {
    const call = countCall.holdOnce({ unreadCount: 2 });
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
    await waitFor(() => expect(updateCall.asked).toContainEqual({ notificationId: 'b', status: 'READ' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await waitFor(() => expect(listCall.asked).toHaveLength(2));
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
    expect(updateCall.asked).toEqual([{ all: true, status: 'READ' }]);
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('opens the linked event and marks it read', async () => {
    renderAt(<NotificationBell />);
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'View event' }));
    expect(currentLocation()).toBe('/event-detail/ev1');
    await waitFor(() => expect(updateCall.asked).toContainEqual({ notificationId: 'a', status: 'READ' }));
  });

  it("opens a monthly report on performance insights, on the report's month", async () => {
    resetInsightsSelection();
    server = [
      notification('r', 'UNREAD', {
        category: 'REPORT',
        linkType: 'PERFORMANCE_INSIGHTS',
        linkTarget: '2026-10',
      }),
    ];
    renderAt(<NotificationBell />);
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'View performance' }));
    expect(currentLocation()).toBe('/performance-insights');
    expect(getInsightsSelection()).toMatchObject({ year: 2026, month: '10' });
  });

  it('says when there is nothing, and retries a failed list', async () => {
    listCall.failOnce();
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
