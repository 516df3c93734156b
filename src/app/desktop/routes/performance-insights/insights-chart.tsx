import { Skeleton, theme } from 'antd';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useSeenOnce } from '@/shared/charts/use-seen-once';
import { formatCompactCurrency } from '@/shared/format/currency';
import { formatCompactNumber } from '@/shared/format/number';
import { insightsMessages as m } from '@/app/messages/insights';
import { useLocale } from '@/shared/i18n';
import styles from './performance-insights.module.css';

// chart.js loads with this screen's charts only, in its own chunk (shared with the overview's).
const ComboChart = lazy(() => import(/* webpackChunkName: "chart-combo" */ '@/shared/charts/combo-chart'));

const HEIGHT = 260;

export interface InsightsChartProps {
  labels: string[];
  volumes: number[];
  counts: number[];
  currency: string;
  label: string;
}

/** Volume bars with a transactions line; the code loads when the chart comes near the screen. */
export default function InsightsChart({ labels, volumes, counts, currency, label }: InsightsChartProps) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(ref);
  const locale = useLocale();
  const input = useMemo(
    () => ({
      labels,
      bars: {
        label: m.volume(currency),
        values: volumes,
        format: (value: number) => formatCompactCurrency(value, currency),
      },
      line: { label: m.transactions, values: counts, format: (value: number) => formatCompactNumber(value) },
      palette: {
        bar: token.colorPrimary,
        line: token.colorWarning,
        grid: token.colorSplit,
        text: token.colorTextSecondary,
        font: token.fontFamily,
      },
    }),
    // The series' labels are text: built again in a new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- locale is read by the messages inside
    [labels, volumes, counts, currency, token, locale],
  );
  const placeholder = (
    <Skeleton.Node
      active
      className={styles.chartSkeleton}
      classNames={{ content: styles.chartSkeletonNode }}
    />
  );
  return (
    <div ref={ref} className={styles.chart}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <ComboChart {...input} label={label} height={HEIGHT} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
