import { Button, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { Notification } from '@contract/notification/schemas';
import { blockState } from '@/domains/config/block-state';
import { useMarkNotificationsRead, useNotificationFeed } from '@/domains/notification/hooks';
import { formatDateTime } from '@/shared/format/date';
import { LOAD_MORE_THRESHOLD } from '@/shared/request/request-defaults';
import { selectReportMonth } from '@/app/insights/report-month';
import { messages } from './messages';
import { notificationHref } from './notification-link';
import styles from './notifications.module.css';

interface ListProps {
  onNavigate: (href: string) => void;
  onOpenEvent: (id: string) => void;
}

/** The notifications, unread first, loading more near the end; mounted while the popup is open. */
export default function NotificationList({ onNavigate, onOpenEvent }: ListProps) {
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
    if (notification.linkType === 'EVENT' && notification.linkTarget) onOpenEvent(notification.linkTarget);
    selectReportMonth(notification);
    const href = notificationHref(notification);
    if (href) onNavigate(href);
  };

  return (
    <section
      data-block="notifications"
      data-state={state}
      aria-busy={state === 'loading'}
      aria-label={messages.title}
      className={styles.list}
    >
      {state === 'loading' && (
        <div className={styles.state}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className={styles.state}>
          <p>{messages.loadFailed}</p>
          <Button color="primary" fill="outline" className={styles.retry} onClick={feed.reload}>
            {messages.retry}
          </Button>
        </div>
      )}
      {state === 'empty' && <p className={styles.state}>{messages.empty}</p>}
      {state === 'ready' && (
        <>
          <ul className={styles.items}>
            {list.map((notification) => {
              const unread = notification.status === 'UNREAD';
              const linkType = notification.linkType as keyof typeof messages.open;
              const leads =
                notification.linkType !== 'NONE' &&
                (notification.linkType !== 'EVENT' || !!notification.linkTarget);
              return (
                <li key={notification.notificationId} aria-label={notification.title} className={styles.item}>
                  {/* Each notification's title heads its item, under the sheet's own heading. */}
                  <h3 className={`${styles.itemTitle} ${unread ? styles.unreadTitle : ''}`}>
                    {unread && <span className={styles.dot} aria-hidden />}
                    {notification.title}
                    {unread && <span className={styles.visuallyHidden}>{messages.unreadMark}</span>}
                  </h3>
                  <p className={styles.content}>{notification.content}</p>
                  <div className={styles.meta}>
                    <span>{formatDateTime(new Date(notification.createdAt))}</span>
                    <span className={styles.actions}>
                      {leads && linkType in messages.open && (
                        <button type="button" className={styles.action} onClick={() => open(notification)}>
                          {messages.open[linkType]}
                        </button>
                      )}
                      {unread && (
                        <button
                          type="button"
                          className={styles.action}
                          disabled={pending === notification.notificationId}
                          onClick={() => markRead(notification.notificationId).catch(() => undefined)}
                        >
                          {messages.markRead}
                        </button>
                      )}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          <InfiniteScroll
            threshold={LOAD_MORE_THRESHOLD}
            hasMore={!feed.noMore}
            loadMore={async () => {
              await feed.loadMoreAsync();
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className={styles.action} onClick={retry}>
                  {messages.loadMoreFailed} {messages.retry}
                </button>
              ) : (
                <span>{hasMore ? messages.loadingMore : messages.noMore}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </section>
  );
}
