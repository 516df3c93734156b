import type {
  InsightsDailyPoint,
  InsightsFx,
  InsightsKpi,
  InsightsMover,
  InsightsQueryResponse,
  InsightsSlice,
  InsightsTrendPoint,
} from '@contract/insights/schemas';
import type { InsightsCurrency } from '@contract/insights/constants';
import { INSIGHTS_MOVERS, INSIGHTS_TREND_MONTHS } from '@contract/insights/constants';
import { CONFIG_KEYS } from '@contract/config/constants';
import type { Queryable } from '@server/db/database';
import { money, monthStartIso } from '@server/http/present';

export interface InsightsFilter {
  partnerId: string;
  /** First day of the selected month, 'YYYY-MM-DD'. */
  month: string;
  /** null = every country */
  countries: string[] | null;
  currency: InsightsCurrency;
}

interface Totals {
  volume: number;
  txnCount: number;
  payingUsers: number;
}

interface MonthRow {
  month: string;
  volume_usd: string;
  txn_count: string;
  paying_users: string;
}

interface SliceRow extends MonthRow {
  country: string | null;
  category: string | null;
}

interface MoverRow {
  id: string;
  name: string;
  country: string;
  category: string;
  volume: string;
  previous: string;
  direction: 'UP' | 'DOWN';
}

interface MetaRow {
  computed_at: Date | null;
  first_month: string | null;
  fx_currency: string | null;
  fx_rate: string | null;
  fx_month: string | null;
}

export interface ExportRow {
  month: string;
  country: string;
  category: string;
  volume: number;
  txnCount: number;
  payingUsers: number;
}

const dateOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const shiftMonth = (iso: string, offset: number) => monthStartIso(dateOf(iso), offset);
const daysIn = (iso: string) => {
  const d = dateOf(iso);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
};
const change = (value: number, base: number | null) =>
  base ? Math.round(((value - base) / base) * 10_000) / 10_000 : null;
const ratio = (a: number, b: number) => (b ? a / b : 0);

function kpi(value: number, previous: number | null, lastYear: number | null): InsightsKpi {
  return {
    value,
    previousMonth: previous,
    sameMonthLastYear: lastYear,
    momChange: change(value, previous),
    yoyChange: change(value, lastYear),
  };
}

// Country filter shared by every query: $2 is null (all) or an array of codes.
const COUNTRY_FILTER = `($2::text[] IS NULL OR country = ANY($2::text[]))`;

type QueryResult = Omit<InsightsQueryResponse, 'success' | 'resultCode' | 'resultMessage' | 'year' | 'month'>;

/** The month, country and category figures of the insights page, one query each. */
function figureQueries(db: Queryable) {
  return {
    months: (f: InsightsFilter, from: string) =>
      db.query<MonthRow>(
        `SELECT month, sum(volume_usd) AS volume_usd, sum(txn_count) AS txn_count, sum(paying_users) AS paying_users
       FROM partner_monthly_breakdown
       WHERE partner_id = $1 AND ${COUNTRY_FILTER} AND month >= $3::date AND month <= $4::date
       GROUP BY month ORDER BY month`,
        [f.partnerId, f.countries, from, f.month],
      ),

    slices: (f: InsightsFilter) =>
      db.query<SliceRow>(
        `SELECT country, category, sum(volume_usd) AS volume_usd, sum(txn_count) AS txn_count,
         sum(paying_users) AS paying_users
       FROM partner_monthly_breakdown
       WHERE partner_id = $1 AND ${COUNTRY_FILTER} AND month = $3::date
       GROUP BY GROUPING SETS ((country), (category))
       ORDER BY sum(volume_usd) DESC`,
        [f.partnerId, f.countries, f.month],
      ),

    countriesOf: (f: InsightsFilter) =>
      db.query<{ country: string }>(
        `SELECT DISTINCT country FROM partner_monthly_breakdown WHERE partner_id = $1 AND month = $2::date ORDER BY country`,
        [f.partnerId, f.month],
      ),

    // Starts from the partner's monthly rows of the two months (merchant_monthly_partner_month_idx:
    // a few hundred rows) and looks up only their merchants, instead of probing both months for
    // every merchant of the partner; a merchant's monthly rows carry its partner (seed/merchant.ts).
    movers: (f: InsightsFilter, fraction: number) =>
      db.query<MoverRow>(
        `WITH months AS (
         SELECT merchant_id, max(volume_usd) FILTER (WHERE month = $3::date) AS volume,
           max(volume_usd) FILTER (WHERE month = $4::date) AS previous
         FROM merchant_monthly
         WHERE partner_id = $1 AND month IN ($3::date, $4::date)
         GROUP BY merchant_id
       ), mv AS (
         SELECT m.id, m.name, m.country, m.category,
           coalesce(mo.volume, 0) AS volume, round(coalesce(mo.previous, 0) * $5::numeric, 2) AS previous
         FROM months mo JOIN merchants m ON m.id = mo.merchant_id
         WHERE m.partner_id = $1 AND ($2::text[] IS NULL OR m.country = ANY($2::text[]))
       )
       (SELECT mv.*, 'UP' AS direction FROM mv WHERE volume > previous ORDER BY volume - previous DESC, id LIMIT $6)
       UNION ALL
       (SELECT mv.*, 'DOWN' AS direction FROM mv WHERE volume < previous ORDER BY volume - previous, id LIMIT $6)`,
        [f.partnerId, f.countries, f.month, shiftMonth(f.month, -1), fraction, INSIGHTS_MOVERS],
      ),
  };
}

/** The month to date's days and the page's metadata (refresh time, first month, exchange rate). */
function dailyAndMetaQueries(db: Queryable) {
  return {
    daily: (f: InsightsFilter) =>
      db.query<{ day: string; volume_usd: string; txn_count: string }>(
        `SELECT day, sum(volume_usd) AS volume_usd, sum(txn_count) AS txn_count
       FROM partner_daily_figures
       WHERE partner_id = $1 AND ${COUNTRY_FILTER} AND day >= $3::date AND day < $4::date
       GROUP BY day ORDER BY day`,
        [f.partnerId, f.countries, f.month, shiftMonth(f.month, 1)],
      ),

    meta: (f: InsightsFilter) =>
      db.query<MetaRow>(
        `SELECT
         (SELECT computed_at FROM insight_refreshes WHERE partner_id = $1) AS computed_at,
         (SELECT min(month) FROM partner_monthly_breakdown WHERE partner_id = $1) AS first_month,
         r.currency AS fx_currency, r.rate_per_usd AS fx_rate, r.month AS fx_month
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT currency, rate_per_usd, month FROM fx_monthly_rates
         WHERE currency = (
             SELECT value FROM portal_config WHERE key = $2 AND (partner_id IS NULL OR partner_id = $1)
             ORDER BY partner_id NULLS LAST LIMIT 1)
           AND month <= $3::date
         ORDER BY month DESC LIMIT 1
       ) r ON true`,
        [f.partnerId, CONFIG_KEYS.PARTNER_CURRENCY, f.month],
      ),
  };
}

type Convert = (usd: string | number) => number;

function fxOf(metaRow: MetaRow | undefined): InsightsFx | null {
  return metaRow?.fx_currency && metaRow.fx_rate && metaRow.fx_month
    ? {
        currency: metaRow.fx_currency,
        ratePerUsd: Number(metaRow.fx_rate),
        month: metaRow.fx_month.slice(0, 7),
      }
    : null;
}

function totalsByMonth(monthRows: MonthRow[], convert: Convert): Map<string, Totals> {
  return new Map<string, Totals>(
    monthRows.map((row) => [
      row.month,
      {
        volume: convert(row.volume_usd),
        txnCount: Number(row.txn_count),
        payingUsers: Number(row.paying_users),
      },
    ]),
  );
}

/** The selected month against the month before and the same month a year earlier. */
function kpisOf(totals: Map<string, Totals>, month: string, fraction: number): QueryResult['kpis'] {
  const selected = totals.get(month);
  const previous = totals.get(shiftMonth(month, -1));
  const lastYear = totals.get(shiftMonth(month, -12));
  // A month to date is compared with the same share of the comparison months.
  const scaled = (t: Totals | undefined, key: keyof Totals) =>
    t ? (key === 'volume' ? money(t[key] * fraction) : Math.round(t[key] * fraction)) : null;
  const ticket = (t: Totals | undefined) => (t && t.txnCount ? money(t.volume / t.txnCount) : null);

  return selected
    ? {
        volume: kpi(selected.volume, scaled(previous, 'volume'), scaled(lastYear, 'volume')),
        txnCount: kpi(selected.txnCount, scaled(previous, 'txnCount'), scaled(lastYear, 'txnCount')),
        payingUsers: kpi(
          selected.payingUsers,
          scaled(previous, 'payingUsers'),
          scaled(lastYear, 'payingUsers'),
        ),
        averageTicket: kpi(ticket(selected) ?? 0, ticket(previous), ticket(lastYear)),
      }
    : null;
}

function trendOf(
  monthRows: MonthRow[],
  totals: Map<string, Totals>,
  month: string,
  current: string,
): InsightsTrendPoint[] {
  const firstTrendMonth = shiftMonth(month, -(INSIGHTS_TREND_MONTHS - 1));
  return monthRows
    .filter((row) => row.month >= firstTrendMonth)
    .map((row) => {
      const t = totals.get(row.month)!;
      return { month: row.month.slice(0, 7), isMonthToDate: row.month === current, ...t };
    });
}

function slicesOf(sliceRows: SliceRow[], totalVolume: number, convert: Convert) {
  const slice = (key: string, row: SliceRow): InsightsSlice => {
    const volume = convert(row.volume_usd);
    return {
      key,
      volume,
      txnCount: Number(row.txn_count),
      payingUsers: Number(row.paying_users),
      share: Math.round(ratio(volume, totalVolume) * 10_000) / 10_000,
    };
  };
  return {
    byCountry: sliceRows.filter((r) => r.country !== null).map((r) => slice(r.country!, r)),
    byCategory: sliceRows.filter((r) => r.category !== null).map((r) => slice(r.category!, r)),
  };
}

function moversOf(moverRows: MoverRow[], convert: Convert) {
  const mover = (row: MoverRow): InsightsMover => {
    const volume = convert(row.volume);
    const previousVolume = convert(row.previous);
    return {
      merchantId: row.id,
      name: row.name,
      country: row.country,
      category: row.category,
      volume,
      previousVolume,
      change: money(volume - previousVolume),
      changeRate: change(volume, previousVolume),
    };
  };
  return {
    risers: moverRows.filter((r) => r.direction === 'UP').map(mover),
    fallers: moverRows.filter((r) => r.direction === 'DOWN').map(mover),
  };
}

/**
 * How much of the running month the figures cover: up to the last data load (DATA-STAMP), so a
 * month to date is compared with the same share of the comparison months; without a load time,
 * the days begun so far.
 */
function monthToDateFraction(month: string, computedAt: Date | null, now: Date): number {
  if (!computedAt) return Math.min(1, now.getUTCDate() / daysIn(month));
  const start = dateOf(month).getTime();
  const end = dateOf(shiftMonth(month, 1)).getTime();
  return Math.min(1, Math.max(0, (new Date(computedAt).getTime() - start) / (end - start)));
}

/** Everything the performance-insights page shows for one month; `now` decides month to date. */
function pageQuery(db: Queryable) {
  const { months, slices, countriesOf, movers } = figureQueries(db);
  const { daily, meta } = dailyAndMetaQueries(db);
  return async function pageFigures(f: InsightsFilter, now: Date): Promise<QueryResult> {
    const current = monthStartIso(now);
    const isMonthToDate = f.month === current;
    const [metaRow] = await meta(f);
    const fraction = isMonthToDate ? monthToDateFraction(f.month, metaRow?.computed_at ?? null, now) : 1;
    const [monthRows, sliceRows, countryRows, moverRows, dailyRows] = await Promise.all([
      months(f, shiftMonth(f.month, -INSIGHTS_TREND_MONTHS)),
      slices(f),
      countriesOf(f),
      movers(f, fraction),
      isMonthToDate ? daily(f) : Promise.resolve([]),
    ]);

    const fx = fxOf(metaRow);
    const useLocal = f.currency === 'LOCAL' && fx !== null;
    const rate = useLocal ? fx.ratePerUsd : 1;
    const convert = (usd: string | number) => money(Number(usd) * rate);
    const totals = totalsByMonth(monthRows, convert);

    const dailyPoints: InsightsDailyPoint[] = dailyRows.map((row) => ({
      date: row.day,
      volume: convert(row.volume_usd),
      txnCount: Number(row.txn_count),
    }));

    return {
      isMonthToDate,
      elapsedFraction: Math.round(fraction * 10_000) / 10_000,
      dataAsOf: metaRow?.computed_at ? new Date(metaRow.computed_at).toISOString() : null,
      currency: useLocal ? fx.currency : 'USD',
      fx,
      firstMonth: metaRow?.first_month ? metaRow.first_month.slice(0, 7) : null,
      lastMonth: current.slice(0, 7),
      availableCountries: countryRows.map((r) => r.country),
      kpis: kpisOf(totals, f.month, fraction),
      trend: trendOf(monthRows, totals, f.month, current),
      ...slicesOf(sliceRows, totals.get(f.month)?.volume ?? 0, convert),
      ...moversOf(moverRows, convert),
      daily: dailyPoints,
    };
  };
}

/** The trend window's figures per month, country and category; at most `limit + 1` rows. */
function exportQuery(db: Queryable) {
  const { meta } = dailyAndMetaQueries(db);
  return async function exportRows(
    f: InsightsFilter,
    limit: number,
  ): Promise<{ rows: ExportRow[]; currency: string }> {
    const [metaRow] = await meta(f);
    const useLocal = f.currency === 'LOCAL' && !!metaRow?.fx_rate && !!metaRow.fx_currency;
    const rate = useLocal ? Number(metaRow.fx_rate) : 1;
    const rows = await db.query<SliceRow>(
      `SELECT month, country, category, volume_usd, txn_count, paying_users
         FROM partner_monthly_breakdown
         WHERE partner_id = $1 AND ${COUNTRY_FILTER} AND month >= $3::date AND month <= $4::date
         ORDER BY month DESC, country, category
         LIMIT $5`,
      [f.partnerId, f.countries, shiftMonth(f.month, -(INSIGHTS_TREND_MONTHS - 1)), f.month, limit + 1],
    );
    return {
      currency: useLocal ? metaRow.fx_currency! : 'USD',
      rows: rows.map((row) => ({
        month: row.month.slice(0, 7),
        country: row.country!,
        category: row.category!,
        volume: money(Number(row.volume_usd) * rate),
        txnCount: Number(row.txn_count),
        payingUsers: Number(row.paying_users),
      })),
    };
  };
}

/** The stamp and rate every money screen shows beside its figures: last load and the latest rate. */
function stampQuery(db: Queryable) {
  const { meta } = dailyAndMetaQueries(db);
  return async function dataStamp(
    partnerId: string,
    now: Date,
  ): Promise<{ dataAsOf: string | null; fx: InsightsFx | null }> {
    const [metaRow] = await meta({ partnerId, month: monthStartIso(now), countries: null, currency: 'USD' });
    return {
      dataAsOf: metaRow?.computed_at ? new Date(metaRow.computed_at).toISOString() : null,
      fx: fxOf(metaRow),
    };
  };
}

export function insightsRepository(db: Queryable) {
  return { pageFigures: pageQuery(db), exportRows: exportQuery(db), dataStamp: stampQuery(db) };
}
