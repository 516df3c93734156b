import type { Notification } from '@contract/notification/schemas';
import { paths, toMobile } from '@/app/routing/paths';

/**
 * Where a notification leads in the mobile tree. Events have no mobile route (ROUTE-TREES), so an event
 * notification is opened over the list by the caller instead.
 */
export function notificationHref(notification: Pick<Notification, 'linkType' | 'linkTarget'>): string | null {
  if (notification.linkType === 'INCENTIVE') return toMobile(paths.exclusiveIncentives);
  if (notification.linkType === 'CONTRACT') return toMobile(paths.contracts);
  if (notification.linkType === 'PERFORMANCE_INSIGHTS') return toMobile(paths.performanceInsights);
  if (notification.linkType === 'BUSINESS_INSIGHTS')
    return toMobile(paths.businessInsights(notification.linkTarget === 'QBR' ? 'QBR' : 'Newsletter'));
  return null;
}
