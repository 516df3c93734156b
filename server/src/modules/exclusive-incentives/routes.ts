import type { FastifyInstance } from 'fastify';
import {
  ExclusiveIncentivesRequestSchema,
  PortalBiDataResponseSchema,
} from '@contract/exclusive-incentives/schemas';
import { EXCLUSIVE_INCENTIVES_API } from '@contract/exclusive-incentives/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { isoDateOf } from '@server/http/present';
import { programProgress } from './progress';
import { exclusiveIncentivesRepository } from './repository';

export default async function exclusiveIncentiveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = exclusiveIncentivesRepository(app.db);

  r.post(
    EXCLUSIVE_INCENTIVES_API.overview,
    {
      onRequest: app.requireSession,
      schema: { body: ExclusiveIncentivesRequestSchema, response: responses(PortalBiDataResponseSchema) },
    },
    async (request) => {
      const today = isoDateOf(app.clock.now());
      // Achievement is the partner's monthly figures inside the period, up to today's month.
      const partnerId = currentPartnerId(request);
      const load = () => repo.programs(partnerId, today);
      const rows = await app.figuresCache.get(partnerId, `exclusive:${today}`, load);
      return ok({ spPortalBiDataDTOList: rows.map((row) => programProgress(row, today)) });
    },
  );
}
