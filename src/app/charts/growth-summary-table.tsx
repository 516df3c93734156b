import type { GrowthPoint } from '@contract/growth/schemas';
import ChartSummaryTable from '@/shared/charts/chart-summary-table';
import { formatCurrency } from '@/shared/format/currency';
import { formatYearMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { overviewMessages as messages } from '@/app/messages/overview';

/**
 * A growth month's label: the month still running (isPartial) says it is month to date, so its
 * smaller figures are not read as a fall. The chart's axis and this table both use it.
 */
export function growthMonthLabel(point: GrowthPoint, month: 'short' | 'long' = 'short'): string {
  const label = formatYearMonth(point.month, undefined, month);
  return point.isPartial ? messages.monthToDate(label) : label;
}

/** The growth chart's figures as a table, for screen readers (kit-free: both trees render it). */
export function GrowthSummaryTable({
  points,
  currency = 'USD',
}: {
  points: readonly GrowthPoint[];
  currency?: string;
}) {
  return (
    <ChartSummaryTable
      caption={messages.chartCaption}
      columns={[
        messages.month,
        messages.volumeIn(currency),
        messages.metric.txnCount,
        messages.metric.payingUsers,
      ]}
      rows={points.map((point) => ({
        key: point.month,
        cells: [
          growthMonthLabel(point, 'long'),
          formatCurrency(point.volumeUsd, currency),
          formatNumber(point.txnCount),
          formatNumber(point.payingUsers),
        ],
      }))}
    />
  );
}
