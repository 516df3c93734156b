import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useMarkNotificationsRead, useNotificationCount } from '@/domains/notification/hooks';
import { usePopupContainer } from '@/app/host/mount-context';
import { messages } from './messages';
import NotificationList from './notification-list';

/** Header bell: unread count, and a drawer to read notifications and mark them read. */
export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  // Closed from inside the drawer (Escape, its close button, the mask): focus goes back to the bell.
  // antd's Drawer does this itself only once its opening animation has finished; closed sooner (a
  // quick Escape), focus fell to the page body. Not when a notification's link closes it: the new
  // page's heading takes focus then (focus-main.tsx).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    bell.current?.focus({ preventScroll: true });
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const { unreadCount, data, loading, error } = useNotificationCount();
  const { markAllRead, pending } = useMarkNotificationsRead();
  const getContainer = usePopupContainer();
  const state = data ? 'ready' : loading ? 'loading' : error ? 'error' : 'loading';
  return (
    <span data-block="notification-bell" data-state={state} data-unread={unreadCount}>
      <Badge count={unreadCount} overflowCount={99} size="small">
        <Button
          ref={bell}
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={messages.bellLabel(unreadCount)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer
        title={messages.title}
        open={open}
        onClose={close}
        getContainer={getContainer}
        destroyOnHidden
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
        {open && <NotificationList onNavigate={() => setOpen(false)} />}
      </Drawer>
    </span>
  );
}
