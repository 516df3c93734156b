import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { lazy, Suspense, useMemo, useRef } from 'react';
import type { InsightsKpi, InsightsMover, InsightsSlice } from '@contract/insights/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { blockState } from '@/domains/config/block-state';
import { useInsights, useInsightsExport } from '@/domains/insights/hooks';
import { multiFilter } from '@/domains/insights/multi-filter';
import { selectableMonths } from '@/domains/insights/selectable-months';
import { parseYearMonthKey, yearMonthKey } from '@/shared/format/year-month';
import { useSeenOnce } from '@/shared/charts/use-seen-once';
import { formatCompactCurrency, formatCurrency } from '@/shared/format/currency';
import { formatDate, formatMonthName, formatYearMonth } from '@/shared/format/date';
import {
  formatCompactNumber,
  formatNumber,
  formatPercent,
  formatSignedPercent,
} from '@/shared/format/number';
import { formatCountry } from '@/shared/format/region';
import { isApiError } from '@/shared/request/api-error';
import { insightsMessages as m } from '@/app/messages/insights';
import { DailySummaryTable, TrendSummaryTable } from '@/app/insights/insights-summary-tables';
import { insightsStamps } from '@/app/insights/insights-text';
import { SegmentButtons } from '@/app/mobile/components/segment-buttons';
import { useAdmPalette } from '@/app/mobile/components/use-adm-palette';
import styles from '@/app/mobile/insights/insights.module.css';
import { showToast } from '@/app/mobile/components/mobile-toast';
import hidden from '@/app/mobile/components/visually-hidden.module.css';
import { useLocale } from '@/shared/i18n';
import { mobileMessages } from '@/app/mobile/layout/messages';

// chart.js loads with this screen's chart only, in its own chunk.
const ComboChart = lazy(() => import(/* webpackChunkName: "chart-combo" */ '@/shared/charts/combo-chart'));
const CHART_HEIGHT = 220;

/** Volume bars with a transactions line (the 12-month trend, this month by day). */
function InsightsChart({
  labels,
  tickLabels,
  volumes,
  counts,
  currency,
  label,
}: {
  labels: string[];
  /** Short names on the x axis, where the full ones (tooltips) would not fit a phone. */
  tickLabels: (string | string[])[];
  volumes: number[];
  counts: number[];
  currency: string;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const palette = useAdmPalette(ref);
  const seen = useSeenOnce(ref);
  // The series' names, read in the language shown now; the chart's input is built again when they change.
  useLocale();
  const barLabel = m.volume(currency);
  const lineLabel = m.transactions;
  const input = useMemo(
    () =>
      palette && {
        labels,
        tickLabels,
        bars: {
          label: barLabel,
          values: volumes,
          format: (v: number) => formatCompactCurrency(v, currency),
        },
        line: { label: lineLabel, values: counts, format: (v: number) => formatCompactNumber(v) },
        palette,
      },
    [labels, tickLabels, volumes, counts, currency, palette, barLabel, lineLabel],
  );
  return (
    <div ref={ref} className={styles.chart} style={{ minHeight: CHART_HEIGHT }}>
      {input && seen && (
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <ComboChart {...input} label={label} height={CHART_HEIGHT} />
        </Suspense>
      )}
    </div>
  );
}

function Change({ value, label }: { value: number | null; label: string }) {
  if (value === null) return <div className={styles.muted}>{`${m.notComparable} ${label}`}</div>;
  return (
    <div>
      <span className={value > 0 ? styles.up : value < 0 ? styles.down : styles.muted}>
        {formatSignedPercent(value)}
      </span>{' '}
      <span className={styles.muted}>{label}</span>
    </div>
  );
}

function Rows<T>({
  items,
  keyOf,
  left,
  right,
}: {
  items: T[];
  keyOf: (t: T) => string;
  left: (t: T) => string;
  right: (t: T) => string;
}) {
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.row}>
          <span>{left(item)}</span>
          <span>{right(item)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Performance insights on a phone: the same figures as desktop, stacked. */
export default function PerformanceInsightsPage() {
  const { data, loading, error, refresh, selection, update, request } = useInsights();
  const { exporting, run } = useInsightsExport();
  const months = useMemo(() => selectableMonths(new Date(), data?.firstMonth ?? null), [data?.firstMonth]);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: !data?.kpis });
  const noAuthority = isApiError(error) && error.code === ResultCode.NO_AUTHORITY;
  const currency = data?.currency ?? 'USD';
  const monthLabel = formatYearMonth(yearMonthKey(selection), undefined, 'long');
  const countries = multiFilter(
    data?.availableCountries ?? selection.countries,
    selection.countries,
    formatCountry,
    (next) => update({ countries: next }),
  );

  const onExport = () =>
    void run(request).then(
      (name) => showToast({ content: m.exported(name) }),
      (failure: unknown) =>
        showToast({ content: failure instanceof Error ? failure.message : String(failure) }),
    );

  const slice = (currencyCode: string, kind: 'country' | 'category') => (s: InsightsSlice) =>
    mobileMessages.join.labelled(
      kind === 'country' ? formatCountry(s.key) : s.key,
      `${formatCurrency(s.volume, currencyCode)} · ${formatPercent(s.share)}`,
    );
  const mover = (mv: InsightsMover) => `${mv.name} (${mv.country})`;
  // Movers are ranked by the amount they moved (as on desktop), so the amount leads; the rate follows.
  const moverChange = (mv: InsightsMover) => {
    const amount = `${mv.change > 0 ? '+' : ''}${formatCompactCurrency(mv.change, currency)}`;
    return mv.changeRate === null ? amount : `${amount} (${formatSignedPercent(mv.changeRate)})`;
  };

  let body;
  if (noAuthority) body = <ErrorBlock status="default" title={m.noAuthority} description="" />;
  else if (state === 'loading') body = <Skeleton.Paragraph lineCount={10} animated />;
  else if (state === 'error')
    body = (
      <div role="alert" className={styles.card}>
        <p>{m.loadFailed(m.insightsTitle)}</p>
        {error?.message && <p className={styles.muted}>{error.message}</p>}
        <Button color="primary" fill="outline" className={styles.touch} onClick={refresh}>
          {m.retry}
        </Button>
      </div>
    );
  else if (!data?.kpis)
    body = (
      <div className={styles.card}>
        <ErrorBlock status="empty" title={m.empty(monthLabel)} description="" />
      </div>
    );
  else {
    const kpis = data.kpis;
    const cards: { key: keyof typeof kpis; format: (v: number) => string }[] = [
      { key: 'volume', format: (v) => formatCurrency(v, currency) },
      { key: 'txnCount', format: (v) => formatNumber(v) },
      { key: 'payingUsers', format: (v) => formatNumber(v) },
      { key: 'averageTicket', format: (v) => formatCurrency(v, currency) },
    ];
    body = (
      <>
        <div>
          {insightsStamps(data).map((line) => (
            <p key={line} className={styles.stamp}>
              {line}
            </p>
          ))}
        </div>
        <ul className={styles.kpis} aria-label={m.kpis}>
          {cards.map(({ key, format }) => {
            const kpi: InsightsKpi = kpis[key];
            return (
              <li key={key} className={styles.kpi} data-kpi={key}>
                <div className={styles.kpiLabel}>{m.kpi[key]}</div>
                <div className={styles.kpiValue}>{format(kpi.value)}</div>
                <Change value={kpi.momChange} label={m.vsPreviousMonth} />
                <Change value={kpi.yoyChange} label={m.vsLastYear} />
              </li>
            );
          })}
        </ul>
        <section className={styles.card} aria-labelledby="m-trend">
          <h2 id="m-trend" className={styles.cardTitle}>
            {m.trendTitle}
          </h2>
          <InsightsChart
            labels={data.trend.map((p) => formatYearMonth(p.month))}
            tickLabels={data.trend.map((p) =>
              formatMonthName(Number(p.month.slice(5, 7)), undefined, 'short'),
            )}
            volumes={data.trend.map((p) => p.volume)}
            counts={data.trend.map((p) => p.txnCount)}
            currency={currency}
            label={m.trendChartLabel(currency)}
          />
          <TrendSummaryTable points={data.trend} currency={currency} />
        </section>
        {/* The same figures as the desktop's, from the same call (useInsights). */}
        {data.daily.length > 0 && (
          <section className={styles.card} aria-labelledby="m-daily">
            <h2 id="m-daily" className={styles.cardTitle}>
              {m.dailyTitle}
            </h2>
            <InsightsChart
              labels={data.daily.map((p) => formatDate(p.date))}
              tickLabels={data.daily.map((p) => String(Number(p.date.slice(8, 10))))}
              volumes={data.daily.map((p) => p.volume)}
              counts={data.daily.map((p) => p.txnCount)}
              currency={currency}
              label={m.dailyChartLabel(currency)}
            />
            <DailySummaryTable points={data.daily} currency={currency} />
          </section>
        )}
        <section className={styles.card} aria-labelledby="m-country">
          <h2 id="m-country" className={styles.cardTitle}>
            {m.byCountryTitle}
          </h2>
          <Rows
            items={data.byCountry}
            keyOf={(s) => s.key}
            left={slice(currency, 'country')}
            right={(s) => formatNumber(s.txnCount)}
          />
        </section>
        <section className={styles.card} aria-labelledby="m-category">
          <h2 id="m-category" className={styles.cardTitle}>
            {m.byCategoryTitle}
          </h2>
          <Rows
            items={data.byCategory}
            keyOf={(s) => s.key}
            left={slice(currency, 'category')}
            right={(s) => formatNumber(s.txnCount)}
          />
        </section>
        <section className={styles.card} aria-labelledby="m-movers">
          <h2 id="m-movers" className={styles.cardTitle}>
            {m.moversTitle}
          </h2>
          <h3 className={styles.kpiLabel}>{m.risers}</h3>
          <Rows items={data.risers} keyOf={(x) => x.merchantId} left={mover} right={moverChange} />
          <h3 className={styles.kpiLabel}>{m.fallers}</h3>
          <Rows items={data.fallers} keyOf={(x) => x.merchantId} left={mover} right={moverChange} />
        </section>
      </>
    );
  }

  return (
    <section
      className={styles.page}
      aria-labelledby="insights-title"
      data-block="performance-insights"
      data-state={noAuthority ? 'error' : state}
      aria-busy={state === 'loading'}
    >
      {/* The top bar shows the page's name; the heading names it for screen readers only. */}
      <h1 id="insights-title" className={hidden.visuallyHidden}>
        {m.insightsTitle}
      </h1>
      <div className={styles.card}>
        <label className={styles.field}>
          {m.monthPicker}
          <select
            className={styles.select}
            value={yearMonthKey(selection)}
            onChange={(event) => {
              const next = parseYearMonthKey(event.target.value);
              if (next) update(next);
            }}
          >
            {months.map((ym) => (
              <option key={yearMonthKey(ym)} value={yearMonthKey(ym)}>
                {formatYearMonth(yearMonthKey(ym), undefined, 'long')}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label={m.countries} className={styles.field}>
          <span>{m.countries}</span>
          <div className={styles.chips}>
            {countries.options.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={countries.isPicked(value)}
                onClick={() => countries.toggle(value)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        {data?.fx && (
          <div className={styles.field}>
            <SegmentButtons
              label={m.currency}
              value={selection.currency}
              onChange={(value) => update({ currency: value })}
              options={[
                { label: m.usd, value: 'USD' as const },
                { label: data.fx.currency, value: 'LOCAL' as const },
              ]}
            />
          </div>
        )}
        <Button block className={styles.touch} loading={exporting} disabled={!data?.kpis} onClick={onExport}>
          {m.exportCsv}
        </Button>
      </div>
      {body}
    </section>
  );
}
