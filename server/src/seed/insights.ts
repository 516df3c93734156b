import type { Queryable } from '@server/db/database';
import { bulkInsert } from './support/bulk-insert';
import { isoDate, monthStart, startOfDay } from './support/dates';
import { profileFor } from './support/partner-profiles';
import type { SeedContext } from './seed-context';
import { seedExclusiveIncentives } from './exclusive-incentives';

/** Monthly average units per USD around which the demo rates move. */
const BASE_RATES: Record<string, number> = { PHP: 56.4, THB: 35.6, MYR: 4.46, IDR: 15_750 };

/**
 * Performance-insights and exclusive-incentive demo data, derived from the overview step's figures
 * (which must run first): per-country and per-category monthly figures that add up to each
 * partner's monthly figures (split by its merchants' shares), daily figures per country for the
 * current month, monthly exchange rates, the "data as of" stamp, and tiered MDF/TDF programmes for
 * partners with development funds (exclusive-incentives.ts).
 */
export async function seedInsights(db: Queryable, ctx: Pick<SeedContext, 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  const today = startOfDay(now);
  const current = isoDate(monthStart(today));

  // Each month's partner totals split by the merchant volume and transaction shares of that month.
  await db.query(
    `INSERT INTO partner_monthly_breakdown (partner_id, month, country, category, volume_usd, txn_count, paying_users)
     SELECT g.partner_id, g.month, g.country, g.category,
       round(f.volume_usd * g.v / sum(g.v) OVER w, 2),
       round(f.txn_count * g.t / sum(g.t) OVER w)::int,
       greatest(1, round(f.paying_users * g.t / sum(g.t) OVER w))::int
     FROM (
       SELECT mm.partner_id, mm.month, m.country, m.category,
         sum(mm.volume_usd) AS v, sum(mm.txn_count)::numeric AS t
       FROM merchant_monthly mm JOIN merchants m ON m.id = mm.merchant_id
       GROUP BY mm.partner_id, mm.month, m.country, m.category
     ) g
     JOIN partner_monthly_figures f ON f.partner_id = g.partner_id AND f.month = g.month
     WINDOW w AS (PARTITION BY g.partner_id, g.month)`,
  );

  // The current month's figures spread over the days so far: weekends busier, some day-to-day noise.
  await db.query(
    `WITH days AS (
       SELECT d::date AS day,
         (1 + CASE WHEN extract(isodow FROM d) >= 6 THEN 0.3 ELSE 0 END + 0.12 * sin(extract(doy FROM d)::float8 * 1.7))::numeric AS w
       FROM generate_series($1::date, $2::date, interval '1 day') d
     ),
     totals AS (
       SELECT partner_id, country, sum(volume_usd) AS v, sum(txn_count) AS t, sum(paying_users) AS u
       FROM partner_monthly_breakdown WHERE month = $1::date
       GROUP BY partner_id, country
     )
     INSERT INTO partner_daily_figures (partner_id, day, country, volume_usd, txn_count, paying_users)
     SELECT t.partner_id, d.day, t.country,
       round(t.v * d.w / sum(d.w) OVER w, 2),
       round(t.t * d.w / sum(d.w) OVER w)::int,
       round(t.u * d.w / sum(d.w) OVER w * 1.6)::int
     FROM totals t CROSS JOIN days d
     WINDOW w AS (PARTITION BY t.partner_id, t.country)`,
    [current, isoDate(today)],
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

  // Figures are computed overnight: the last run was at 02:00 UTC today (or yesterday, before 02:00).
  const lastRun = new Date(today.getTime() + 2 * 3_600_000);
  const computedAt = lastRun <= now ? lastRun : new Date(lastRun.getTime() - 86_400_000);
  await db.query(
    `INSERT INTO insight_refreshes (partner_id, computed_at) SELECT id, $1::timestamptz FROM partners`,
    [computedAt.toISOString()],
  );

  const partners = await db.query<{ id: string; name: string }>(`SELECT id, name FROM partners ORDER BY id`);
  for (const partner of partners) {
    const profile = profileFor(partner);
    if (!profile.fundCurrency) continue;
    await seedExclusiveIncentives(db, partner.id, profile, today);
  }
}
