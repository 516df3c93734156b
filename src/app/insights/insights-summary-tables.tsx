import type { InsightsDailyPoint, InsightsTrendPoint } from '@contract/insights/schemas';
import ChartSummaryTable from '@/shared/charts/chart-summary-table';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate, formatYearMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { insightsMessages as m } from '@/app/messages/insights';

/** The trend chart's figures as a table for screen readers (kit-free: both trees render it). */
export function TrendSummaryTable({
  points,
  currency,
}: {
  points: readonly InsightsTrendPoint[];
  currency: string;
}) {
  return (
    <ChartSummaryTable
      caption={m.trendCaption}
      columns={[m.month, m.volume(currency), m.transactions, m.payingUsers]}
      rows={points.map((p) => ({
        key: p.month,
        cells: [
          p.isMonthToDate
            ? m.trendMonthToDate(formatYearMonth(p.month, undefined, 'long'))
            : formatYearMonth(p.month, undefined, 'long'),
          formatCurrency(p.volume, currency),
          formatNumber(p.txnCount),
          formatNumber(p.payingUsers),
        ],
      }))}
    />
  );
}

/** The daily chart's figures as a table for screen readers. */
export function DailySummaryTable({
  points,
  currency,
}: {
  points: readonly InsightsDailyPoint[];
  currency: string;
}) {
  return (
    <ChartSummaryTable
      caption={m.dailyCaption}
      columns={[m.day, m.volume(currency), m.transactions]}
      rows={points.map((p) => ({
        key: p.date,
        cells: [formatDate(p.date), formatCurrency(p.volume, currency), formatNumber(p.txnCount)],
      }))}
    />
  );
}
