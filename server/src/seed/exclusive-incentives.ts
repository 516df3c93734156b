import type { Queryable } from '@server/db/database';
import { bulkInsert } from './support/bulk-insert';
import { daysInMonth, isoDate, monthStart, utcDate } from './support/dates';
import type { PartnerProfile } from './support/partner-profiles';
import { createRng } from './support/prng';

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

/**
 * Tiered MDF/TDF exclusive-incentive programmes of a partner with development funds, their targets
 * set from the partner's monthly figures (seeded by the overview step, which must run first).
 */
export async function seedExclusiveIncentives(
  db: Queryable,
  partnerId: string,
  profile: PartnerProfile,
  today: Date,
) {
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
