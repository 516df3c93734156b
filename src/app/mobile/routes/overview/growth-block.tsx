import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { GrowthPoint } from '@contract/growth/schemas';
import { blockState } from '@/domains/config/block-state';
import { useGrowth } from '@/domains/growth/hooks';
import { latestMonthChange, trendOf } from '@/domains/growth/month-over-month';
import type { GrowthMetric } from '@/domains/growth/month-over-month';
import { useSeenOnce } from '@/shared/charts/use-seen-once';
import { SegmentButtons } from '@/app/mobile/components/segment-buttons';
import { formatYearMonth } from '@/shared/format/date';
import { formatSignedPercent } from '@/shared/format/number';
import { formatGrowthMetric, growthChartInput } from '@/app/charts/growth-chart-input';
import { GrowthSummaryTable } from '@/app/charts/growth-summary-table';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';
import { useAdmPalette } from '@/app/mobile/components/use-adm-palette';
import { useLocale } from '@/shared/i18n';

// chart.js loads with this block only, in its own chunk.
const ComboChart = lazy(() => import(/* webpackChunkName: "chart-combo" */ '@/shared/charts/combo-chart'));

const CHART_HEIGHT = 220;
// A phone shows the last year; the full 24 months are in the text table.
const CHART_MONTHS = 12;

function GrowthChart({
  points,
  metric,
  currency,
}: {
  points: GrowthPoint[];
  metric: GrowthMetric;
  currency: string;
}) {
  const chartRef = useRef<HTMLDivElement>(null);
  // chart.js loads, and its colours are read, when the chart comes near the screen, not with the page.
  const seen = useSeenOnce(chartRef);
  const palette = useAdmPalette(chartRef, seen);
  const locale = useLocale();
  const input = useMemo(
    () => (palette ? growthChartInput(points.slice(-CHART_MONTHS), metric, palette, currency) : null),
    // The chart's labels and month names are text read inside: built again in a newly chosen
    // language (docs/i18n.md), which the rule cannot see.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points, metric, palette, currency, locale],
  );
  return (
    <div ref={chartRef} className={styles.chart} style={{ minHeight: CHART_HEIGHT }}>
      {input && seen && (
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <ComboChart {...input} label={messages.chartLabel(input.labels.length)} height={CHART_HEIGHT} />
        </Suspense>
      )}
    </div>
  );
}

/** Monthly volume with transactions or paying users, and the latest month-over-month change. */
export default function GrowthBlock() {
  const { points, currency, data, loading, error, refresh, refreshAsync } = useGrowth();
  useRegisterRefresh(refreshAsync);
  const [metric, setMetric] = useState<GrowthMetric>('volumeUsd');
  const headline = useMemo(() => latestMonthChange(points, metric), [points, metric]);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: points.length === 0 });
  const trend = trendOf(headline?.change ?? null);

  return (
    <MobileBlock
      name="growth"
      title={messages.growthTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.growthEmpty}
      skeletonRows={6}
    >
      <SegmentButtons<GrowthMetric>
        label={messages.metricGroup}
        value={metric}
        onChange={setMetric}
        options={[
          { label: messages.volumeIn(currency), value: 'volumeUsd' },
          { label: messages.metric.txnCount, value: 'txnCount' },
          { label: messages.metric.payingUsers, value: 'payingUsers' },
        ]}
      />
      {headline && (
        <div role="group" aria-label={messages.latestMonth} className={styles.latest}>
          <div className={styles.muted}>
            {messages.metric[metric]} · {formatYearMonth(headline.month, undefined, 'long')}
          </div>
          <div className={styles.row}>
            <span className={styles.headline}>{formatGrowthMetric(metric, headline.value, currency)}</span>
            <span>
              {headline.change === null ? (
                <span className={styles.muted}>{messages.noComparison}</span>
              ) : (
                <span className={styles[trend]}>
                  {{ up: '▲', down: '▼', flat: '–' }[trend]} {formatSignedPercent(headline.change)}
                </span>
              )}
              {headline.previousMonth && (
                <span className={styles.muted}>
                  {' '}
                  {messages.vsPreviousMonth(formatYearMonth(headline.previousMonth))}
                </span>
              )}
            </span>
          </div>
        </div>
      )}
      <GrowthChart points={points} metric={metric} currency={currency} />
      <GrowthSummaryTable points={points} currency={currency} />
    </MobileBlock>
  );
}
