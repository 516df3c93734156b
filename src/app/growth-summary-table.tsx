import type { GrowthPoint } from '@contract/growth/schemas';
import ChartSummaryTable from '@/shared/charts/chart-summary-table';
import { formatCurrency } from '@/shared/format/currency';
import { formatYearMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { overviewMessages as messages } from './overview-messages';

/** The growth chart's figures as a table, for screen readers (kit-free: both trees render it). */
export function GrowthSummaryTable({ points }: { points: readonly GrowthPoint[] }) {
  return (
    <ChartSummaryTable
      caption={messages.chartCaption}
      columns={[
        messages.month,
        messages.metric.volumeUsd,
        messages.metric.txnCount,
        messages.metric.payingUsers,
      ]}
      rows={points.map((point) => ({
        key: point.month,
        cells: [
          formatYearMonth(point.month, undefined, 'long'),
          formatCurrency(point.volumeUsd, 'USD'),
          formatNumber(point.txnCount),
          formatNumber(point.payingUsers),
        ],
      }))}
    />
  );
}
