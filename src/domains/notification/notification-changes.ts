/**
 * The bell's count and the notification list live in different components; after a mark-read both
 * must follow. A mutation announces what changed here, and the mounted hooks update themselves.
 */
export interface NotificationChange {
  /** The id marked read, or 'all'. */
  target: string;
  /** Unread count the server reported after the change. */
  unreadCount: number;
}

type Listener = (change: NotificationChange) => void;

const listeners = new Set<Listener>();

export function onNotificationChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceNotificationChange(change: NotificationChange): void {
  listeners.forEach((listener) => listener(change));
}
