import type { FastifyInstance } from 'fastify';
import { GrowthQueryRequestSchema, GrowthQueryResponseSchema } from '@contract/growth/schemas';
import { GROWTH_MONTHS } from '@contract/growth/constants';
import { GROWTH_API } from '@contract/growth/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { insightsRepository } from '@server/modules/insights/repository';
import { growthRepository } from './repository';

export default async function growthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = growthRepository(app.db);
  const insights = insightsRepository(app.db);

  r.post(
    GROWTH_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: GrowthQueryRequestSchema, response: responses(GrowthQueryResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const now = app.clock.now();
      const [growthList, stamp] = await app.figuresCache.get(
        partnerId,
        `growth:${now.toISOString().slice(0, 10)}`,
        () =>
          Promise.all([repo.lastMonths(partnerId, now, GROWTH_MONTHS), insights.dataStamp(partnerId, now)]),
      );
      return ok({ currency: 'USD' as const, growthList, ...stamp });
    },
  );
}
