import type { Queryable } from '@server/db/database';
import { bulkInsert } from './support/bulk-insert';
import { addDays, dataLoadTime, isoDate, monthStart, startOfDay } from './support/dates';
import { profileFor } from './support/partner-profiles';
import type { SeedContext } from './seed-context';
import { seedExclusiveIncentives } from './exclusive-incentives';

/** Monthly average units per USD around which the demo rates move. */
const BASE_RATES: Record<string, number> = { PHP: 56.4, THB: 35.6, MYR: 4.46, IDR: 15_750 };

/**
 * Performance-insights and exclusive-incentive demo data, derived from the overview step's figures
 * (which must run first): per-country and per-category monthly figures that add up to each
 * partner's monthly figures (split by its merchants' shares), daily figures per country for the
 * previous and the current month, monthly exchange rates, the "data as of" stamp, and tiered MDF/TDF programmes for
 * partners with development funds (exclusive-incentives.ts).
 */
export async function seedInsights(db: Queryable, ctx: Pick<SeedContext, 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  const today = startOfDay(now);
  const current = isoDate(monthStart(today));
  // The figures end at the load time: the running day counts only its hours so far, and a load at
  // midnight has no figures for the new day (DATA-STAMP).
  const loadedAt = dataLoadTime(now);
  const todayShare = (loadedAt.getTime() - today.getTime()) / 86_400_000;
  const lastDay = todayShare > 0 ? today : addDays(today, -1);

  // Each month's partner totals split by the merchant volume and transaction shares of that month.
  await db.query(
    `INSERT INTO partner_monthly_breakdown (partner_id, month, country, category, volume_usd, txn_count, paying_users)
     SELECT g.partner_id, g.month, g.country, g.category,
       coalesce(round(f.volume_usd * g.v / nullif(sum(g.v) OVER w, 0), 2), 0),
       coalesce(round(f.txn_count * g.t / nullif(sum(g.t) OVER w, 0)), 0)::int,
       greatest(1, coalesce(round(f.paying_users * g.t / nullif(sum(g.t) OVER w, 0)), 0))::int
     FROM (
       SELECT mm.partner_id, mm.month, m.country, m.category,
         sum(mm.volume_usd) AS v, sum(mm.txn_count)::numeric AS t
       FROM merchant_monthly mm JOIN merchants m ON m.id = mm.merchant_id
       GROUP BY mm.partner_id, mm.month, m.country, m.category
     ) g
     JOIN partner_monthly_figures f ON f.partner_id = g.partner_id AND f.month = g.month
     WINDOW w AS (PARTITION BY g.partner_id, g.month)`,
  );

  // Rounding each slice leaves the sums a few cents or counts off the partner's monthly figures;
  // the largest slice takes the difference, so the growth and insights screens (and the reports
  // built from these rows) show the same month totals.
  await db.query(
    `WITH sums AS (
       SELECT b.partner_id, b.month,
         f.volume_usd - sum(b.volume_usd) AS dv, f.txn_count - sum(b.txn_count) AS dt,
         f.paying_users - sum(b.paying_users) AS du
       FROM partner_monthly_breakdown b
       JOIN partner_monthly_figures f ON f.partner_id = b.partner_id AND f.month = b.month
       GROUP BY b.partner_id, b.month, f.volume_usd, f.txn_count, f.paying_users
     ),
     largest AS (
       SELECT DISTINCT ON (partner_id, month) partner_id, month, country, category
       FROM partner_monthly_breakdown
       ORDER BY partner_id, month, volume_usd DESC, country, category
     )
     UPDATE partner_monthly_breakdown b
     SET volume_usd = b.volume_usd + s.dv, txn_count = b.txn_count + s.dt, paying_users = b.paying_users + s.du
     FROM largest l JOIN sums s ON s.partner_id = l.partner_id AND s.month = l.month
     WHERE b.partner_id = l.partner_id AND b.month = l.month AND b.country = l.country AND b.category = l.category`,
  );

  // The previous and the current month's figures spread over their days (the current one up to
  // now), so a week that began last month has its days too (the weekly digest): weekends busier,
  // some day-to-day noise; the running day weighs only its share so far ($3).
  const previous = isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)));
  await db.query(
    `WITH days AS (
       SELECT d::date AS day, date_trunc('month', d)::date AS month,
         ((1 + CASE WHEN extract(isodow FROM d) >= 6 THEN 0.3 ELSE 0 END + 0.12 * sin(extract(doy FROM d)::float8 * 1.7))
           * CASE WHEN d::date = $2::date THEN $3::float8 ELSE 1 END)::numeric AS w
       FROM generate_series($4::date, $2::date, interval '1 day') d
     ),
     totals AS (
       SELECT partner_id, month, country, sum(volume_usd) AS v, sum(txn_count) AS t, sum(paying_users) AS u
       FROM partner_monthly_breakdown WHERE month IN ($4::date, $1::date)
       GROUP BY partner_id, month, country
     )
     INSERT INTO partner_daily_figures (partner_id, day, country, volume_usd, txn_count, paying_users)
     SELECT partner_id, day, country,
       round(v * cw / sum(cw) OVER w, 2),
       round(t * cw / sum(cw) OVER w)::int,
       round(u * cw / sum(cw) OVER w * 1.6)::int
     FROM (
       -- Each country its own slow swing, so countries do not all move alike from week to week.
       SELECT t.*, d.day,
         d.w * (1 + 0.15 * sin(extract(doy FROM d.day)::float8 * 0.5 + ascii(t.country) + ascii(substr(t.country, 2))))::numeric AS cw
       FROM totals t JOIN days d ON d.month = t.month
     ) x
     WINDOW w AS (PARTITION BY partner_id, country, month)`,
    [current, isoDate(lastDay), lastDay < today ? 1 : Math.min(1, todayShare), previous],
  );

  const months = await db.query<{ month: string }>(
    `SELECT DISTINCT month FROM partner_monthly_figures ORDER BY month`,
  );
  const rates: unknown[][] = [];
  for (const [currency, base] of Object.entries(BASE_RATES)) {
    months.forEach(({ month }, i) => {
      const drift = 1 + 0.025 * Math.sin(i / 3 + currency.charCodeAt(0)) + i * 0.0008;
      rates.push([currency, month, Math.round(base * drift * 10_000) / 10_000]);
    });
  }
  await bulkInsert(
    db,
    'fx_monthly_rates',
    [
      ['currency', 'text'],
      ['month', 'date'],
      ['rate_per_usd', 'numeric'],
    ],
    rates,
  );

  // "Data as of": the load that produced every figure above, never earlier than the newest of them.
  await db.query(
    `INSERT INTO insight_refreshes (partner_id, computed_at) SELECT id, $1::timestamptz FROM partners`,
    [loadedAt.toISOString()],
  );

  const partners = await db.query<{ id: string; name: string }>(`SELECT id, name FROM partners ORDER BY id`);
  for (const partner of partners) {
    const profile = profileFor(partner);
    if (!profile.fundCurrency) continue;
    await seedExclusiveIncentives(db, partner.id, profile, today);
  }
}
