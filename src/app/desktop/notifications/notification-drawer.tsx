import { Button, Drawer } from 'antd';
import { useEffect } from 'react';
import { useMarkNotificationsRead } from '@/domains/notification/hooks';
import { usePopupContainer } from '@/app/host/mount-context';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import { messages } from './messages';
import NotificationList from './notification-list';

interface NotificationDrawerProps {
  open: boolean;
  unreadCount: number;
  onClose: () => void;
  /** A notification's link was followed: the drawer closes, the new page takes focus. */
  onNavigate: () => void;
  /** Its code has loaded and it is on screen (the bell stops showing that it is loading). */
  onReady: () => void;
}

/** The bell's drawer: notifications to read and mark read. Its own chunk, loaded at the first open. */
export default function NotificationDrawer({
  open,
  unreadCount,
  onClose,
  onNavigate,
  onReady,
}: NotificationDrawerProps) {
  const { markAllRead, pending } = useMarkNotificationsRead();
  const getContainer = usePopupContainer();
  useEffect(onReady, [onReady]);
  return (
    <Drawer
      title={messages.title}
      open={open}
      onClose={onClose}
      getContainer={getContainer}
      destroyOnHidden
      footer={
        <AppLink to={paths.alerts} onClick={onNavigate}>
          {messages.manageAlerts}
        </AppLink>
      }
      extra={
        <Button
          type="link"
          disabled={unreadCount === 0}
          loading={pending === 'all'}
          onClick={() => markAllRead().catch(() => undefined)}
        >
          {messages.markAllRead}
        </Button>
      }
    >
      {open && <NotificationList onNavigate={onNavigate} />}
    </Drawer>
  );
}
