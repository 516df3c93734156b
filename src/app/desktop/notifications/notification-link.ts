import type { Notification } from '@contract/notification/schemas';
import { paths } from '@/app/routing/paths';

/** Where a notification leads in the desktop tree, or null when it leads nowhere. */
export function notificationHref(notification: Pick<Notification, 'linkType' | 'linkTarget'>): string | null {
  switch (notification.linkType) {
    case 'EVENT':
      return notification.linkTarget ? paths.eventDetail(notification.linkTarget) : null;
    case 'INCENTIVE':
      return paths.exclusiveIncentives;
    case 'CONTRACT':
      return paths.contracts;
    case 'PERFORMANCE_INSIGHTS':
      return paths.performanceInsights;
    case 'BUSINESS_INSIGHTS':
      return paths.businessInsights(notification.linkTarget === 'QBR' ? 'QBR' : 'Newsletter');
    default:
      return null;
  }
}
