import type { Queryable } from '@server/db/database';
import type { ProgramRow } from './progress';

export function exclusiveIncentivesRepository(db: Queryable) {
  return {
    /**
     * The partner's programmes, latest period first, each with its achievement: the partner's
     * monthly figures inside the period, up to `today`'s month ('YYYY-MM-DD').
     */
    async programs(partnerId: string, today: string): Promise<ProgramRow[]> {
      return db.query<ProgramRow>(
        `SELECT p.id, p.kind, p.name, p.metric, p.reward_currency, p.period_start, p.period_end, p.tiers, p.terms,
           coalesce(sum(CASE WHEN p.metric = 'VOLUME_USD' THEN f.volume_usd ELSE f.txn_count END), 0) AS achieved
         FROM exclusive_incentive_programs p
         LEFT JOIN partner_monthly_figures f ON f.partner_id = p.partner_id
           AND f.month BETWEEN p.period_start AND p.period_end AND f.month <= $2::date
         WHERE p.partner_id = $1
         GROUP BY p.id
         ORDER BY p.period_end DESC, p.kind, p.id`,
        [partnerId, today],
      );
    },
  };
}
