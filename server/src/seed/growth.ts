import type { Queryable } from '@server/db/database';
import { bulkInsert } from './support/bulk-insert';
import { isoDate } from './support/dates';
import type { PartnerProfile } from './support/partner-profiles';
import type { Rng } from './support/prng';

/** Outbound travel seasonality by calendar month (Jan..Dec): Lunar New Year, Easter, summer, year end. */
const SEASON = [1.04, 1.12, 0.95, 1.03, 0.97, 1.0, 1.08, 1.05, 0.93, 1.02, 0.99, 1.2];

export interface PartnerMonth {
  month: Date;
  volumeUsd: number;
  txnCount: number;
  payingUsers: number;
}

export const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Partner figures for each of `monthStarts` (oldest first). The last month is the current one and
 * holds only the days elapsed so far (`currentMonthFraction`).
 */
export function buildPartnerMonths(
  rng: Rng,
  profile: PartnerProfile,
  monthStarts: Date[],
  currentMonthFraction: number,
): PartnerMonth[] {
  let trend = profile.baseVolumeUsd;
  return monthStarts.map((month, index) => {
    if (index > 0) trend *= 1 + profile.monthlyGrowth + rng.between(-0.012, 0.012);
    const partial = index === monthStarts.length - 1 ? currentMonthFraction : 1;
    const volumeUsd = trend * SEASON[month.getUTCMonth()] * rng.between(0.965, 1.035) * partial;
    const ticket = profile.avgTicketUsd * rng.between(0.96, 1.04) * (1 + index * 0.002);
    const txnCount = Math.max(1, Math.round(volumeUsd / ticket));
    const perUser =
      profile.txnPerUser * rng.between(0.95, 1.05) * (partial < 1 ? Math.max(0.45, partial) : 1);
    const payingUsers = Math.max(1, Math.round(txnCount / perUser));
    return { month, volumeUsd: cents(volumeUsd), txnCount, payingUsers };
  });
}

/** The partner's monthly figures (growth, insights), written and returned for the steps after it. */
export async function seedGrowthFigures(
  db: Queryable,
  partnerId: string,
  rng: Rng,
  profile: PartnerProfile,
  monthStarts: Date[],
  currentMonthFraction: number,
): Promise<PartnerMonth[]> {
  const partnerMonths = buildPartnerMonths(rng, profile, monthStarts, Math.min(1, currentMonthFraction));
  await bulkInsert(
    db,
    'partner_monthly_figures',
    [
      ['partner_id', 'text'],
      ['month', 'date'],
      ['volume_usd', 'numeric'],
      ['txn_count', 'int'],
      ['paying_users', 'int'],
    ],
    partnerMonths.map((m) => [partnerId, isoDate(m.month), m.volumeUsd, m.txnCount, m.payingUsers]),
  );
  return partnerMonths;
}
