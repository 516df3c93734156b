import { insightsMessages } from '@/app/messages/insights';

/** User-facing text of the desktop exclusive-incentives page: the shared text plus its own. */
export const messages = {
  ...insightsMessages,
  /** A running (or upcoming) period: the reward is where the pace would land, not money earned. */
  projectedReward: 'Projected reward',
  projectionNote: (projected: string) =>
    `A projection, not yet earned: at the current pace ${projected} by the end of the period`,
} as const;
