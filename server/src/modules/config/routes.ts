import type { FastifyInstance } from 'fastify';
import { ConfigQueryOneRequest, ConfigQueryOneResponse } from '../../../../contract/config';
import { OVERVIEW_API } from '../../../../contract/overview-constants';
import { ok } from '../../http/envelope';
import { responses } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/type-provider';
import { configRepository } from './repository';

export default async function configRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = configRepository(app.db);

  // Settings are optional by nature: an unknown key is a success with a null value.
  r.post(
    OVERVIEW_API.configQueryOne,
    {
      preHandler: app.requireSession,
      schema: { body: ConfigQueryOneRequest, response: responses(ConfigQueryOneResponse) },
    },
    async (request) => {
      const { key } = request.body;
      return ok({ config: { key, value: await repo.value(key, request.session!.partnerId) } });
    },
  );
}
