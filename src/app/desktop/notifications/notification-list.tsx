import { Alert, Badge, Button, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import type { Notification } from '@contract/notification/schemas';
import { blockState } from '@/domains/config/block-state';
import { useMarkNotificationsRead, useNotificationFeed } from '@/domains/notification/hooks';
import { visuallyHidden } from '@/shared/charts/visually-hidden';
import { formatDateTime } from '@/shared/format/date';
import { selectReportMonth } from '@/app/insights/report-month';
import { AppLink } from '@/app/routing/app-link';
import PlainList, { PlainListItem } from '@/app/desktop/components/plain-list';
import { messages } from './messages';
import { notificationHref } from './notification-link';
import styles from './notifications.module.css';

interface ItemProps {
  notification: Notification;
  pending: boolean;
  onMarkRead: (id: string) => void;
  onOpen: (notification: Notification) => void;
}

function NotificationItem({ notification, pending, onMarkRead, onOpen }: ItemProps) {
  const { token } = theme.useToken();
  const unread = notification.status === 'UNREAD';
  const href = notificationHref(notification);
  const linkType = notification.linkType as keyof typeof messages.open;
  return (
    <PlainListItem aria-label={notification.title} className={styles.item}>
      {/* The text takes the drawer's full width (no actions column beside it); the unread dot
          stays on the title's first line however long the title is. */}
      <Flex vertical gap={token.marginXXS} className={styles.text}>
        <Flex align="baseline" gap={token.marginXS} data-testid="notification-title-row">
          {unread && <Badge status="processing" aria-hidden className={styles.dot} />}
          <Typography.Text strong={unread} className={styles.title}>
            {notification.title}
          </Typography.Text>
          {unread && <span style={visuallyHidden}>({messages.unread})</span>}
        </Flex>
        <Typography.Paragraph type="secondary" className={styles.content} ellipsis={{ rows: 3 }}>
          {notification.content}
        </Typography.Paragraph>
        <Flex align="center" gap={token.marginXS} wrap>
          <Tag variant="filled">{messages.categories[notification.category]}</Tag>
          <Typography.Text type="secondary" className={styles.date}>
            {formatDateTime(new Date(notification.createdAt))}
          </Typography.Text>
          {href && linkType in messages.open && (
            <AppLink to={href} onClick={() => onOpen(notification)}>
              {messages.open[linkType]}
            </AppLink>
          )}
          {unread && (
            <Button
              size="small"
              loading={pending}
              onClick={() => onMarkRead(notification.notificationId)}
              className={styles.markRead}
            >
              {messages.markRead}
            </Button>
          )}
        </Flex>
      </Flex>
    </PlainListItem>
  );
}

/** The notifications, unread first; mounted only while the drawer is open. */
export default function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const feed = useNotificationFeed();
  const { markRead, pending } = useMarkNotificationsRead();
  const list = feed.data?.list ?? [];
  const state = blockState({
    loading: feed.loading,
    error: feed.error,
    hasData: !!feed.data,
    isEmpty: list.length === 0,
  });
  const open = (notification: Notification) => {
    if (notification.status === 'UNREAD') markRead(notification.notificationId).catch(() => undefined);
    selectReportMonth(notification);
    onNavigate();
  };
  return (
    <section
      data-block="notifications"
      data-state={state}
      aria-busy={state === 'loading'}
      aria-label={messages.title}
    >
      {state === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {state === 'error' && (
        <Alert
          type="error"
          showIcon
          title={messages.loadFailed}
          description={feed.error?.message}
          action={
            <Button size="small" onClick={feed.reload}>
              {messages.retry}
            </Button>
          }
        />
      )}
      {state === 'empty' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.empty} />}
      {state === 'ready' && (
        <PlainList
          items={list}
          itemKey={(notification) => notification.notificationId}
          renderItem={(notification) => (
            <NotificationItem
              notification={notification}
              pending={pending === notification.notificationId}
              onMarkRead={(id) => markRead(id).catch(() => undefined)}
              onOpen={open}
            />
          )}
          after={
            !feed.noMore && (
              <Flex justify="center" className={styles.more}>
                <Button onClick={feed.loadMore} loading={feed.loadingMore}>
                  {messages.loadMore}
                </Button>
              </Flex>
            )
          }
        />
      )}
    </section>
  );
}
