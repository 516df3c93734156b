import type { InsightsQueryResponse } from '@contract/insights/schemas';
import { formatDateTime, formatYearMonth } from '@/shared/format/date';
import { formatNumber, formatPercent } from '@/shared/format/number';
import { insightsMessages as m } from '@/app/messages/insights';

/** The stamps every insights screen shows above its figures: data as of, month to date, rate used. */
export function insightsStamps(data: InsightsQueryResponse): string[] {
  const lines: string[] = [];
  if (data.dataAsOf) lines.push(m.dataAsOf(formatDateTime(data.dataAsOf)));
  if (data.isMonthToDate) lines.push(m.monthToDateNote(formatPercent(data.elapsedFraction)));
  if (data.fx && data.currency !== 'USD') {
    lines.push(
      m.rateUsed(
        formatNumber(data.fx.ratePerUsd, undefined, 4),
        data.fx.currency,
        formatYearMonth(data.fx.month, undefined, 'long'),
      ),
    );
  }
  return lines;
}
