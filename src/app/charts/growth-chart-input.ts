import type { GrowthPoint } from '@contract/growth/schemas';
import type { GrowthMetric } from '@/domains/growth/month-over-month';
import type { ChartPalette } from '@/shared/charts/combo-chart-config';
import { formatCompactCurrency, formatCurrency } from '@/shared/format/currency';
import { formatCompactNumber, formatNumber } from '@/shared/format/number';
import { overviewMessages as messages } from '@/app/messages/overview';
import { formatMonthName } from '@/shared/format/date';
import { growthMonthLabel } from './growth-summary-table';

/**
 * The x axis's label of a month: its short name, with the year under it on the first month and on
 * each January, and a mark on the running month (its tooltip says "month to date").
 */
export function growthTickLabel(point: GrowthPoint, index: number): string | string[] {
  const [year, month] = point.month.split('-');
  const name = `${formatMonthName(Number(month), undefined, 'short')}${point.isPartial ? messages.partialMark : ''}`;
  return index === 0 || month === '01' ? [name, year] : name;
}

/** A growth figure as the headline shows it: volume in the chosen currency, counts as plain numbers. */
export function formatGrowthMetric(metric: GrowthMetric, value: number, currency = 'USD'): string {
  return metric === 'volumeUsd' ? formatCurrency(value, currency) : formatNumber(value);
}

/**
 * The growth chart's input, the same on both trees (each passes its kit's palette): volume bars
 * with a line beside them, the chosen count, or transactions when volume itself is chosen.
 */
export function growthChartInput(
  points: readonly GrowthPoint[],
  metric: GrowthMetric,
  palette: ChartPalette,
  currency = 'USD',
) {
  const line = metric === 'payingUsers' ? 'payingUsers' : 'txnCount';
  return {
    labels: points.map((point) => growthMonthLabel(point)),
    tickLabels: points.map(growthTickLabel),
    bars: {
      label: messages.volumeIn(currency),
      values: points.map((point) => point.volumeUsd),
      format: (value: number) => formatCompactCurrency(value, currency),
      // The running month is drawn hollow; its label and tooltip say "month to date".
      partial: points.map((point) => point.isPartial === true),
    },
    line: {
      label: messages.metric[line],
      values: points.map((point) => point[line]),
      format: (value: number) => formatCompactNumber(value),
    },
    palette,
  };
}

export type GrowthChartInput = ReturnType<typeof growthChartInput>;
