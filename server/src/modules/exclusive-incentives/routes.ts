import type { FastifyInstance } from 'fastify';
import { ExclusiveIncentivesRequest, PortalBiDataResponse } from '@contract/exclusive-incentives/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { isoDateOf } from '@server/http/present';
import type { ProgramRow } from './progress';
import { programProgress } from './progress';

export default async function exclusiveIncentiveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  r.post(
    INSIGHTS_API.exclusiveIncentives,
    {
      preValidation: app.requireSession,
      schema: { body: ExclusiveIncentivesRequest, response: responses(PortalBiDataResponse) },
    },
    async (request) => {
      const today = isoDateOf(app.clock.now());
      // Achievement is the partner's monthly figures inside the period, up to today's month.
      const partnerId = currentPartnerId(request);
      const load = () =>
        app.db.query<ProgramRow>(
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
      const rows = await app.figuresCache.get(partnerId, `exclusive:${today}`, load);
      return ok({ spPortalBiDataDTOList: rows.map((row) => programProgress(row, today)) });
    },
  );
}
