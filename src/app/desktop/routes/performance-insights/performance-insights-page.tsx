import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { lazy, Suspense, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { ResultCode } from '@contract/shared/result-codes';
import { blockState } from '@/domains/config/block-state';
import { useInsights, useInsightsExport } from '@/domains/insights/hooks';
import { multiFilter } from '@/domains/insights/multi-filter';
import { selectableMonths } from '@/domains/insights/selectable-months';
import { parseYearMonthKey, yearMonthKey } from '@/shared/format/year-month';
import { isApiError } from '@/shared/request/api-error';
import { formatDate, formatYearMonth } from '@/shared/format/date';
import { formatCountry } from '@/shared/format/region';
import { insightsMessages as m } from '@/app/messages/insights';
import { preloadMessage, showMessage } from '@/app/desktop/components/on-demand-message';
import { DailySummaryTable, TrendSummaryTable } from '@/app/insights/insights-summary-tables';
import { insightsStamps } from '@/app/insights/insights-text';
import { useSeenOnce } from '@/shared/charts/use-seen-once';
import InsightsChart from './insights-chart';
import KpiCards from './kpi-cards';
import styles from './performance-insights.module.css';
import { useLocale, withCatalogs } from '@/shared/i18n';

// The breakdown tables sit under the two charts: antd's Table (and its pagination) loads when they
// come near the screen, not with the page (budgets.json).
const breakdownTables = withCatalogs(
  () => import(/* webpackChunkName: "desktop-insights-tables" */ './breakdown-tables'),
);
const SliceTable = lazy(() => breakdownTables().then((module) => ({ default: module.SliceTable })));
const MoversTable = lazy(() => breakdownTables().then((module) => ({ default: module.MoversTable })));

/** Its tables once the breakdown comes near the screen; grey lines until then. */
function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(ref);
  const placeholder = <Skeleton title={false} paragraph={{ rows: 6 }} />;
  return <div ref={ref}>{seen ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

/** KPI cards, 12-month trend, breakdowns and top movers for the selected month and countries. */
export default function PerformanceInsightsPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { token } = theme.useToken();
  const { data, loading, error, refresh, selection, update, request } = useInsights();
  const { exporting, run } = useInsightsExport();
  const months = useMemo(() => selectableMonths(new Date(), data?.firstMonth ?? null), [data?.firstMonth]);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: !data?.kpis });
  const monthLabel = formatYearMonth(yearMonthKey(selection), undefined, 'long');
  const noAuthority = isApiError(error) && error.code === ResultCode.NO_AUTHORITY;
  const currency = data?.currency ?? 'USD';
  const localCurrency = data?.fx?.currency;
  const countries = multiFilter(
    data?.availableCountries ?? selection.countries,
    selection.countries,
    formatCountry,
    (next) => update({ countries: next }),
  );

  const onExport = () => {
    run(request).then(
      (name) => showMessage('success', m.exported(name)),
      (failure: unknown) =>
        showMessage('error', failure instanceof Error ? failure.message : String(failure)),
    );
  };

  const toolbar = (
    <Flex wrap gap="middle" align="end" className={styles.toolbar}>
      <label>
        <div>{m.monthPicker}</div>
        <Select
          aria-label={m.monthPicker}
          className={styles.month}
          value={yearMonthKey(selection)}
          onChange={(key: string) => {
            const next = parseYearMonthKey(key);
            if (next) update(next);
          }}
          options={months.map((ym) => ({
            value: yearMonthKey(ym),
            label: formatYearMonth(yearMonthKey(ym), undefined, 'long'),
          }))}
        />
      </label>
      <label className={styles.countries}>
        <div>{m.countries}</div>
        <Select
          mode="multiple"
          allowClear
          aria-label={m.countries}
          placeholder={m.allCountries}
          className={styles.full}
          value={countries.picked}
          onChange={countries.set}
          options={countries.options}
          optionFilterProp="label"
        />
      </label>
      {localCurrency && (
        <div>
          <div id="insights-currency">{m.currency}</div>
          <Segmented
            aria-labelledby="insights-currency"
            value={selection.currency}
            onChange={(value) => update({ currency: value as 'USD' | 'LOCAL' })}
            options={[
              { label: m.usd, value: 'USD' },
              { label: localCurrency, value: 'LOCAL' },
            ]}
          />
        </div>
      )}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onPointerEnter={preloadMessage}
        onFocus={preloadMessage}
        onClick={onExport}
        loading={exporting}
        disabled={!data?.kpis}
      >
        {exporting ? m.exporting : m.exportCsv}
      </Button>
    </Flex>
  );

  let body;
  if (noAuthority) body = <Result status="403" title={m.noAuthority} />;
  else if (state === 'loading') body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (state === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        title={m.loadFailed(m.insightsTitle)}
        description={error?.message}
        action={
          <Button size="small" onClick={refresh}>
            {m.retry}
          </Button>
        }
      />
    );
  else if (state === 'empty' || !data?.kpis)
    body = (
      <Card>
        <Empty description={m.empty(monthLabel)} />
      </Card>
    );
  else
    body = (
      <Flex vertical gap={token.marginLG}>
        <div>
          {data.isMonthToDate && <Tag color="processing">{m.monthToDate}</Tag>}
          {insightsStamps(data).map((line) => (
            <Typography.Paragraph key={line} type="secondary" className={styles.stamp}>
              {line}
            </Typography.Paragraph>
          ))}
        </div>
        <KpiCards kpis={data.kpis} currency={currency} />
        <Card title={<h2 className={styles.cardTitle}>{m.trendTitle}</h2>}>
          <InsightsChart
            labels={data.trend.map((p) => formatYearMonth(p.month))}
            volumes={data.trend.map((p) => p.volume)}
            counts={data.trend.map((p) => p.txnCount)}
            currency={currency}
            label={m.trendChartLabel(currency)}
          />
          <TrendSummaryTable points={data.trend} currency={currency} />
        </Card>
        {data.daily.length > 0 && (
          <Card title={<h2 className={styles.cardTitle}>{m.dailyTitle}</h2>}>
            <InsightsChart
              labels={data.daily.map((p) => formatDate(p.date))}
              volumes={data.daily.map((p) => p.volume)}
              counts={data.daily.map((p) => p.txnCount)}
              currency={currency}
              label={m.dailyChartLabel(currency)}
            />
            <DailySummaryTable points={data.daily} currency={currency} />
          </Card>
        )}
        <Row gutter={[token.marginLG, token.marginLG]}>
          <Col xs={24} xl={12}>
            <Card title={<h2 className={styles.cardTitle}>{m.byCountryTitle}</h2>}>
              <WhenNear>
                <SliceTable slices={data.byCountry} currency={currency} kind="country" />
              </WhenNear>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={<h2 className={styles.cardTitle}>{m.byCategoryTitle}</h2>}>
              <WhenNear>
                <SliceTable slices={data.byCategory} currency={currency} kind="category" />
              </WhenNear>
            </Card>
          </Col>
        </Row>
        <Card title={<h2 className={styles.cardTitle}>{m.moversTitle}</h2>}>
          <Row gutter={[token.marginLG, token.marginLG]}>
            <Col xs={24} xl={12}>
              <WhenNear>
                <MoversTable movers={data.risers} currency={currency} caption={m.risers} />
              </WhenNear>
            </Col>
            <Col xs={24} xl={12}>
              <WhenNear>
                <MoversTable movers={data.fallers} currency={currency} caption={m.fallers} />
              </WhenNear>
            </Col>
          </Row>
        </Card>
      </Flex>
    );

  return (
    <section
      aria-labelledby="insights-title"
      data-block="performance-insights"
      data-state={noAuthority ? 'error' : state}
      aria-busy={state === 'loading'}
    >
      <Typography.Title level={1} id="insights-title" className={styles.pageTitle}>
        {m.insightsTitle}
      </Typography.Title>
      {toolbar}
      {body}
    </section>
  );
}
