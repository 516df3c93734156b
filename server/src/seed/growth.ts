import { CATEGORY_TICKET_USD } from './merchant';
import type { MerchantSeed } from './merchant';
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

export interface MerchantMonth {
  merchantId: string;
  month: Date;
  volumeUsd: number;
  txnCount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

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

/**
 * Splits about two thirds of each month's partner volume over the merchants active that month,
 * by merchant weight with some month-to-month noise, so merchant figures add up believably.
 */
export function buildMerchantMonths(
  rng: Rng,
  merchants: MerchantSeed[],
  partnerMonths: PartnerMonth[],
): MerchantMonth[] {
  const rows: MerchantMonth[] = [];
  partnerMonths.forEach((pm, index) => {
    const active = merchants.filter(
      (m) => m.firstMonthIndex <= index && (m.lastMonthIndex === null || index <= m.lastMonthIndex),
    );
    const factors = active.map((m) => m.weight * rng.between(0.8, 1.2));
    const total = factors.reduce((sum, f) => sum + f, 0);
    const share = pm.volumeUsd * rng.between(0.62, 0.7);
    active.forEach((m, i) => {
      const volumeUsd = cents((share * factors[i]) / total);
      if (volumeUsd < 1) return;
      const ticket = CATEGORY_TICKET_USD[m.category] * rng.between(0.85, 1.15);
      rows.push({
        merchantId: m.id,
        month: pm.month,
        volumeUsd,
        txnCount: Math.max(1, Math.round(volumeUsd / ticket)),
      });
    });
  });
  return rows;
}
