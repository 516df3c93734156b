import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationCount } from '@/domains/notification/hooks';
import { messages } from './messages';
import { withCatalogs } from '@/shared/i18n';

// The drawer and its list load when the bell is first opened (or about to be: pointer or focus on
// it), not with every first screen: about 10 KiB on the wire (budgets.json, docs/quality-gates.md).
const loadDrawer = withCatalogs(
  () => import(/* webpackChunkName: "desktop-notification-drawer" */ './notification-drawer'),
);
const NotificationDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/** Header bell: unread count, and a drawer to read notifications and mark them read. */
export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so it can play its closing animation and keep focus rules.
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
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
  const state = data ? 'ready' : loading ? 'loading' : error ? 'error' : 'loading';
  return (
    <span data-block="notification-bell" data-state={state} data-unread={unreadCount}>
      <Badge count={unreadCount} overflowCount={99} size="small">
        <Button
          ref={bell}
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          // Opened before the drawer's code has arrived: the bell spins until it shows.
          loading={open && !ready}
          aria-label={messages.bellLabel(unreadCount)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        />
      </Badge>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationDrawer
            open={open}
            unreadCount={unreadCount}
            onClose={close}
            onNavigate={() => setOpen(false)}
            onReady={onReady}
          />
        </Suspense>
      )}
    </span>
  );
}
