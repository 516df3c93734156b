import { insightsMessages } from '@/app/messages/insights';

/** User-facing text of the phone's exclusive-incentives page: the shared text plus its own. */
export const messages = {
  ...insightsMessages,
  /** An ended period: what was reached and earned, no longer an estimate (as on the desktop page). */
  finalTier: 'Final tier',
  rewardEarned: 'Reward earned',
  noTierReached: 'None reached',
} as const;
