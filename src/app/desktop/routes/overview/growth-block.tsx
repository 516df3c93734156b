import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Flex, Segmented, Skeleton, Statistic, Typography, theme } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { GrowthPoint } from '@contract/growth/schemas';
import { blockState } from '@/domains/config/block-state';
import { useGrowth } from '@/domains/growth/hooks';
import { latestMonthChange, trendOf } from '@/domains/growth/month-over-month';
import type { GrowthMetric } from '@/domains/growth/month-over-month';
import { useSeenOnce } from '@/shared/charts/use-seen-once';
import { StillUnlessSeen } from '@/shared/motion/still-unless-seen';
import { visuallyHidden } from '@/shared/charts/visually-hidden';
import { formatYearMonth } from '@/shared/format/date';
import { formatSignedPercent } from '@/shared/format/number';
import BlockCard from './block-card';
import { formatGrowthMetric, growthChartInput } from '@/app/charts/growth-chart-input';
import type { GrowthChartInput } from '@/app/charts/growth-chart-input';
import { GrowthSummaryTable } from '@/app/charts/growth-summary-table';
import { messages } from './messages';
import { useLocale } from '@/shared/i18n';
import styles from './overview.module.css';

// chart.js loads with this block only, in its own chunk.
const ComboChart = lazy(() => import(/* webpackChunkName: "chart-combo" */ '@/shared/charts/combo-chart'));

// Tall enough that the card comes near the top-merchants list beside it from xl on (ten two-line
// rows), rather than ending half-way down with a blank gap under it.
const CHART_HEIGHT = 340;

function useChartInput(points: GrowthPoint[], metric: GrowthMetric, currency: string): GrowthChartInput {
  const { token } = theme.useToken();
  const locale = useLocale();
  return useMemo(
    () =>
      growthChartInput(
        points,
        metric,
        {
          bar: token.colorPrimary,
          line: token.colorWarning,
          grid: token.colorSplit,
          text: token.colorTextSecondary,
          font: token.fontFamily,
        },
        currency,
      ),
    // The chart's labels are text: built again in a new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- locale is read by the messages inside
    [points, metric, token, currency, locale],
  );
}

/** The chart's outline; it shimmers only while something loads (docs/benchmarks.md, "Paint after content"). */
function ChartPlaceholder({ active }: { active: boolean }) {
  return (
    <Skeleton.Node
      active={active}
      className={styles.chartSkeleton}
      classNames={{ content: styles.chartSkeletonNode }}
    />
  );
}

/**
 * The chart's code loads when the chart comes near the screen, not with the page. Until then its
 * outline stands still: nothing is loading, and an off-screen shimmer kept repainting after
 * the page was ready.
 */
function LazyChart({ input, label }: { input: GrowthChartInput; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(ref);
  return (
    <div ref={ref} className={styles.chart}>
      {seen ? (
        <Suspense
          fallback={
            <StillUnlessSeen>
              <ChartPlaceholder active />
            </StillUnlessSeen>
          }
        >
          <ComboChart {...input} label={label} height={CHART_HEIGHT} />
        </Suspense>
      ) : (
        <ChartPlaceholder active={false} />
      )}
    </div>
  );
}

function ChangeBadge({ change }: { change: number | null }) {
  const trend = trendOf(change);
  const Icon = { up: ArrowUpOutlined, down: ArrowDownOutlined, flat: MinusOutlined }[trend];
  if (change === null) return <Typography.Text type="secondary">{messages.noComparison}</Typography.Text>;
  return (
    <span className={`${styles.trend} ${styles[trend]}`}>
      <Icon aria-hidden /> {formatSignedPercent(change)}
    </span>
  );
}

/** Monthly volume (bars, in the chosen currency) with transactions or paying users (line), and the latest month-over-month change. */
export default function GrowthBlock() {
  const { points, currency, data, loading, error, refresh } = useGrowth();
  const [metric, setMetric] = useState<GrowthMetric>('volumeUsd');
  const headline = useMemo(() => latestMonthChange(points, metric), [points, metric]);
  const chartInput = useChartInput(points, metric, currency);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: points.length === 0 });

  const summary = headline
    ? messages.growthSummary(
        formatYearMonth(headline.month, undefined, 'long'),
        messages.metric[metric],
        formatGrowthMetric(metric, headline.value, currency),
        headline.change === null ? null : formatSignedPercent(headline.change),
      )
    : '';

  return (
    <BlockCard
      name="growth"
      title={messages.growthTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={messages.growthEmpty}
      placeholder={
        <>
          <Skeleton active title={false} paragraph={{ rows: 2 }} className={styles.headlinePlaceholder} />
          <ChartPlaceholder active />
        </>
      }
      extra={
        <Segmented<GrowthMetric>
          aria-label={messages.metricGroup}
          value={metric}
          onChange={setMetric}
          options={[
            { label: messages.volumeIn(currency), value: 'volumeUsd' },
            { label: messages.metric.txnCount, value: 'txnCount' },
            { label: messages.metric.payingUsers, value: 'payingUsers' },
          ]}
        />
      }
    >
      {headline && (
        <Flex
          role="group"
          aria-label={messages.latestMonth}
          align="end"
          gap="middle"
          wrap
          className={styles.headline}
        >
          <Statistic
            title={`${messages.metric[metric]} · ${formatYearMonth(headline.month, undefined, 'long')}`}
            value={formatGrowthMetric(metric, headline.value, currency)}
          />
          <Flex vertical className={styles.change}>
            <ChangeBadge change={headline.change} />
            {headline.previousMonth && (
              <Typography.Text type="secondary" className={styles.small}>
                {messages.vsPreviousMonth(formatYearMonth(headline.previousMonth))}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      )}
      <p style={visuallyHidden}>{summary}</p>
      <LazyChart input={chartInput} label={messages.chartLabel(points.length)} />
      <GrowthSummaryTable points={points} currency={currency} />
    </BlockCard>
  );
}
