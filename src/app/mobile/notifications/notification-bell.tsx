import { Badge, Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMarkNotificationsRead, useNotificationCount } from '@/domains/notification/hooks';
import { usePopupContainer } from '@/app/host/mount-context';
import { TopBar } from '@/app/mobile/layout/top-bar';
import { AppLink } from '@/app/routing/app-link';
import { paths, toMobile } from '@/app/routing/paths';
import { messages } from './messages';
import NotificationList from './notification-list';
import styles from './notifications.module.css';
import { withCatalogs } from '@/shared/i18n';

// The event popup belongs to the overview screen; load it only when a notification leads to an event.
const EventPopup = lazy(withCatalogs(() => import('@/app/mobile/components/event-popup')));

/** Bell with the unread count; opens the notification list full screen (no route of its own). */
export default function NotificationBell() {
  const navigate = useNavigate();
  const getContainer = usePopupContainer();
  const [open, setOpen] = useState(false);
  const [eventId, setEventId] = useState<string | null>(null);
  const { unreadCount, data, loading, error } = useNotificationCount();
  const { markAllRead, pending } = useMarkNotificationsRead();
  const state = data ? 'ready' : loading ? 'loading' : error ? 'error' : 'loading';

  return (
    <span data-block="notification-bell" data-state={state} data-unread={unreadCount}>
      <button
        type="button"
        className={styles.bell}
        aria-label={messages.bellLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Badge content={unreadCount > 0 ? (unreadCount > 99 ? '99+' : unreadCount) : null}>
          <BellOutline aria-hidden />
        </Badge>
      </button>
      <Popup
        visible={open}
        onClose={() => setOpen(false)}
        getContainer={getContainer}
        position="right"
        destroyOnClose
        bodyStyle={{ width: '100vw', height: '100%' }}
      >
        <div role="dialog" aria-modal="true" aria-label={messages.title} className={styles.body}>
          <TopBar
            title={messages.title}
            titleAs="h2"
            back={{ label: messages.close, onBack: () => setOpen(false), showLabel: true }}
            right={
              <button
                type="button"
                className={styles.barAction}
                disabled={unreadCount === 0 || pending === 'all'}
                onClick={() => markAllRead().catch(() => undefined)}
              >
                {messages.markAllRead}
              </button>
            }
          />
          <AppLink to={toMobile(paths.alerts)} onClick={() => setOpen(false)} className={styles.alertsLink}>
            {messages.manageAlerts}
          </AppLink>
          {open && (
            <NotificationList
              onNavigate={(href) => {
                setOpen(false);
                navigate(href);
              }}
              onOpenEvent={setEventId}
            />
          )}
        </div>
      </Popup>
      {eventId && (
        <Suspense fallback={null}>
          <EventPopup id={eventId} onClose={() => setEventId(null)} />
        </Suspense>
      )}
    </span>
  );
}
