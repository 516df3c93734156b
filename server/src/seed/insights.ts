import type { Queryable } from '@server/db/database';
import { bulkInsert } from './support/bulk-insert';
import { daysInMonth, isoDate, monthStart, startOfDay, utcDate } from './support/dates';
import { profileFor } from './support/partner-profiles';
import type { PartnerProfile } from './support/partner-profiles';
import { createRng } from './support/prng';
import type { SeedContext } from './seed-context';

/** Monthly average units per USD around which the demo rates move. */
const BASE_RATES: Record<string, number> = { PHP: 56.4, THB: 35.6, MYR: 4.46, IDR: 15_750 };

/**
 * Performance-insights and exclusive-incentive demo data, derived from the overview step's figures
 * (which must run first): per-country and per-category monthly figures that add up to each
 * partner's monthly figures (split by its merchants' shares), daily figures per country for the
 * current month, monthly exchange rates, the "data as of" stamp, and tiered MDF/TDF programmes for
 * partners with development funds.
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
    await seedPrograms(db, partner.id, profile, today);
  }
}

interface Period {
  start: Date;
  end: Date;
}

const quarterOf = (date: Date, offset = 0): Period => {
  const q = Math.floor(date.getUTCMonth() / 3) + offset;
  const start = utcDate(date.getUTCFullYear(), q * 3 + 1, 1);
  const last = monthStart(start, 2);
  return { start, end: utcDate(last.getUTCFullYear(), last.getUTCMonth() + 1, daysInMonth(last)) };
};

const lastYear = (period: Period): Period => ({
  start: monthStart(period.start, -12),
  end: utcDate(period.end.getUTCFullYear() - 1, period.end.getUTCMonth() + 1, period.end.getUTCDate()),
});

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

async function seedPrograms(db: Queryable, partnerId: string, profile: PartnerProfile, today: Date) {
  const rng = createRng(`exclusive:${partnerId}:${isoDate(today)}`);
  const total = async (metric: 'VOLUME_USD' | 'TXN_COUNT', period: Period) => {
    const column = metric === 'VOLUME_USD' ? 'volume_usd' : 'txn_count';
    const rows = await db.query<{ total: string | null }>(
      `SELECT sum(${column}) AS total FROM partner_monthly_figures
       WHERE partner_id = $1 AND month BETWEEN $2::date AND $3::date`,
      [partnerId, isoDate(period.start), isoDate(period.end)],
    );
    return Number(rows[0]?.total ?? 0);
  };
  const currency = profile.fundCurrency!;
  const year: Period = {
    start: utcDate(today.getUTCFullYear(), 1, 1),
    end: utcDate(today.getUTCFullYear(), 12, 31),
  };
  const programs = [
    {
      kind: 'EXCLUSIVE_INCENTIVES_MDF',
      name: `${profile.displayName} cross-border volume accelerator`,
      metric: 'VOLUME_USD' as const,
      period: quarterOf(today),
      steps: [1.1, 1.22, 1.35],
      rewards: [0.04, 0.08, 0.13].map((f) => f * profile.mdfBudget),
    },
    {
      kind: 'EXCLUSIVE_INCENTIVES_TDF',
      name: `${profile.displayName} transaction tiers ${today.getUTCFullYear()}`,
      metric: 'TXN_COUNT' as const,
      period: year,
      steps: [1.08, 1.18, 1.3],
      rewards: [0.05, 0.1, 0.16].map((f) => f * profile.tdfBudget),
    },
    {
      kind: 'EXCLUSIVE_INCENTIVES_MDF',
      name: `${profile.displayName} volume accelerator (previous quarter)`,
      metric: 'VOLUME_USD' as const,
      period: quarterOf(today, -1),
      steps: [1.08, 1.2, 1.32],
      rewards: [0.04, 0.08, 0.13].map((f) => f * profile.mdfBudget),
    },
  ];
  const rows: unknown[][] = [];
  for (const p of programs) {
    const base = await total(p.metric, lastYear(p.period));
    const step = p.metric === 'VOLUME_USD' ? 10_000 : 100;
    const tiers = ['Silver', 'Gold', 'Platinum'].map((name, i) => ({
      name,
      threshold: roundTo(base * p.steps[i] * rng.between(0.98, 1.02), step),
      reward: roundTo(p.rewards[i], 1000),
    }));
    rows.push([
      rng.uuid(),
      partnerId,
      p.kind,
      p.name,
      p.metric,
      currency,
      isoDate(p.period.start),
      isoDate(p.period.end),
      JSON.stringify(tiers),
      `Counts ${p.metric === 'VOLUME_USD' ? 'settled payment volume in USD' : 'settled transactions'} of ${profile.displayName} users at network merchants abroad from ${isoDate(p.period.start)} to ${isoDate(p.period.end)}. ` +
        `The reward of the highest tier reached is paid in ${currency} within 45 days after the period ends, into the partner's ${p.kind.endsWith('MDF') ? 'marketing' : 'trade'} development fund. Refunded and charged-back transactions do not count.`,
    ]);
  }
  await bulkInsert(
    db,
    'exclusive_incentive_programs',
    [
      ['id', 'text'],
      ['partner_id', 'text'],
      ['kind', 'text'],
      ['name', 'text'],
      ['metric', 'text'],
      ['reward_currency', 'text'],
      ['period_start', 'date'],
      ['period_end', 'date'],
      ['tiers', 'jsonb'],
      ['terms', 'text'],
    ],
    rows,
  );
}
