/** User-facing text of the notification bell and list (desktop). */
export const messages = {
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'Notifications',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  empty: "You're all caught up: no notifications yet.",
  loadFailed: "Couldn't load notifications",
  retry: 'Retry',
  loadMore: 'Load more',
  open: {
    EVENT: 'View event',
    INCENTIVE: 'View incentives',
    CONTRACT: 'View contracts',
    PERFORMANCE_INSIGHTS: 'View performance',
    BUSINESS_INSIGHTS: 'View business insights',
  },
  /** The way from the notifications to the rules that send alerts into them. */
  manageAlerts: 'Manage alerts',
  categories: {
    INCENTIVE: 'Incentive',
    EVENT: 'Event',
    CONTRACT: 'Contract',
    REPORT: 'Report',
    SYSTEM: 'System',
  },
} as const;
