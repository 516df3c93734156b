import type { Notification } from '@contract/notification/schemas';
import { updateInsightsSelection } from '@/domains/insights/selection-store';
import { parseYearMonthKey } from '@/shared/format/year-month';

/**
 * Opening a monthly-report notification selects the report's month (its linkTarget, 'YYYY-MM') before
 * performance insights shows: the page keeps its month in the shared selection, not in the address.
 */
export function selectReportMonth(notification: Pick<Notification, 'linkType' | 'linkTarget'>): void {
  if (notification.linkType !== 'PERFORMANCE_INSIGHTS' || !notification.linkTarget) return;
  const month = parseYearMonthKey(notification.linkTarget);
  if (month) updateInsightsSelection(month);
}
