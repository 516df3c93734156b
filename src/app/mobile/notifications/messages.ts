/** User-facing text of the notification bell and list (mobile). */
export const messages = {
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'Notifications',
  close: 'Close',
  markRead: 'Mark as read',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  empty: "You're all caught up: no notifications yet.",
  loadFailed: "Couldn't load notifications",
  retry: 'Retry',
  loadingMore: 'Loading more…',
  noMore: 'No more notifications.',
  loadMoreFailed: "Couldn't load more.",
  open: {
    EVENT: 'View event',
    INCENTIVE: 'View incentives',
    CONTRACT: 'View contracts',
    PERFORMANCE_INSIGHTS: 'View performance',
    BUSINESS_INSIGHTS: 'View business insights',
  },
  /** The way from the notifications to the rules that send alerts into them. */
  manageAlerts: 'Manage alerts',
} as const;
