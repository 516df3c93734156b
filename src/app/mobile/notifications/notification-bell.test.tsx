/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@contract/notification/schemas';
import type { ReactElement } from 'react';
import { EVENT_API } from '@contract/event/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { getInsightsSelection, resetInsightsSelection } from '@/domains/insights/selection-store';
import { changeLocale } from '@/shared/i18n';
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
  server = [
    notification('a', 'UNREAD', { linkType: 'EVENT', linkTarget: 'ev1' }),
    notification('b', 'UNREAD', { linkType: 'INCENTIVE' }),
    notification('c', 'READ'),
  ];
  countCall.answer(() => ({ unreadCount: unread() }));
  listCall.answer(() => ({
    total: server.length,
    pageNum: 1,
    pageSize: 10,
    unreadCount: unread(),
    notificationList: [...server],
  }));
  updateCall.answer(({ notificationId, all }) => {
    const before = unread();
    server = server.map((n) => (all || n.notificationId === notificationId ? { ...n, status: 'READ' } : n));
    return { updatedCount: before - unread(), unreadCount: unread() };
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
    await waitFor(() => expect(updateCall.asked).toContainEqual({ notificationId: 'b', status: 'READ' }));
  });

  it("opens a monthly report on mobile performance insights, on the report's month", async () => {
    resetInsightsSelection();
    server = [
      notification('r', 'UNREAD', {
        category: 'REPORT',
        linkType: 'PERFORMANCE_INSIGHTS',
        linkTarget: '2026-10',
      }),
    ];
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    const dialog = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'View performance' }));
    expect(currentLocation()).toBe('/mobile/performance-insights');
    expect(getInsightsSelection()).toMatchObject({ year: 2026, month: '10' });
  });

  it('opens an event notification over the page (no mobile event route)', async () => {
    eventCall.answer({
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
    const event = await screen.findByRole('dialog', { name: 'Event details' });
    expect(await within(event).findByRole('heading', { name: 'Songkran campaign' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/mobile/overview');
  });

  it('retries a failed list and says when there is nothing', async () => {
    server = [];
    listCall.failOnce();
    renderAt(<NotificationBell />, { path: '/mobile/overview' });
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText("You're all caught up: no notifications yet."),
    ).toBeInTheDocument();
  });

  describe('in Chinese', () => {
    afterEach(() => changeLocale('en'));

    it('counts, lists and opens an event in Chinese', async () => {
      await changeLocale('zh-CN');
      eventCall.answer({
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
      const chineseBell = () => screen.getByRole('button', { name: /^通知/ });
      await waitFor(() => expect(chineseBell()).toHaveAccessibleName('通知，2 条未读'));
      await user.click(chineseBell());
      const dialog = await screen.findByRole('dialog', { name: '通知' });
      await within(dialog).findAllByRole('listitem', { name: /^Notice/ });
      expect(within(dialog).getByRole('button', { name: '全部标为已读' })).toBeInTheDocument();
      const [first] = within(dialog).getAllByRole('listitem', { name: /^Notice/ });
      expect(first).toHaveTextContent('Notice a（未读）');
      await user.click(within(dialog).getByRole('button', { name: '查看活动' }));
      const event = await screen.findByRole('dialog', { name: '活动详情' });
      expect(await within(event).findByText('营销活动')).toBeInTheDocument();
    });
  });
});
