import type { BiTier, SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';

export interface ProgramRow {
  id: string;
  kind: SpPortalBiDataDTO['kind'];
  name: string;
  metric: SpPortalBiDataDTO['metric'];
  reward_currency: string;
  period_start: string;
  period_end: string;
  tiers: BiTier[] | string;
  terms: string;
  achieved: string | number;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00.000Z`) / DAY_MS;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A programme's standing on `today` ('YYYY-MM-DD'): tier reached, what the next tier still needs,
 * days left, and the reward of the tier the current pace reaches by the period's end.
 */
export function programProgress(row: ProgramRow, today: string): SpPortalBiDataDTO {
  const tiers = (typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as BiTier[]) : row.tiers)
    .slice()
    .sort((a, b) => a.threshold - b.threshold);
  const start = dayNumber(row.period_start);
  const end = dayNumber(row.period_end);
  const now = dayNumber(today);
  const status = now < start ? 'UPCOMING' : now > end ? 'ENDED' : 'ACTIVE';
  const achieved = status === 'UPCOMING' ? 0 : round2(Number(row.achieved));
  const totalDays = end - start + 1;
  const elapsedDays = Math.min(totalDays, Math.max(0, now - start + 1));
  const projected =
    status === 'ACTIVE' && elapsedDays > 0 ? round2((achieved * totalDays) / elapsedDays) : achieved;
  const reached = (value: number) => tiers.filter((t) => t.threshold <= value).at(-1) ?? null;
  const tierReached = reached(achieved);
  const nextTier = tiers.find((t) => t.threshold > achieved) ?? null;
  const target = tiers.at(-1)?.threshold ?? 0;
  return {
    programId: row.id,
    kind: row.kind,
    name: row.name,
    metric: row.metric,
    status,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    daysLeft: status === 'ENDED' ? 0 : Math.min(totalDays, end - now + 1),
    target,
    achieved,
    progress: target ? Math.min(1, Math.round((achieved / target) * 10_000) / 10_000) : 0,
    tiers,
    tierReached,
    nextTier,
    remainingToNextTier: nextTier ? round2(nextTier.threshold - achieved) : 0,
    projected,
    estimatedReward: (status === 'ENDED' ? tierReached : reached(projected))?.reward ?? 0,
    rewardCurrency: row.reward_currency,
    terms: row.terms,
  };
}
