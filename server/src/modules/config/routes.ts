import type { FastifyInstance } from 'fastify';
import { ConfigQueryOneRequestSchema, ConfigQueryOneResponseSchema } from '@contract/config/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { CONFIG_API } from '@contract/config/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { configRepository } from './repository';

export default async function configRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = configRepository(app.db);
  // Deployment settings from the environment win over the database (docs/configuration.md, "Sibling site").
  const { siblingSite } = app.config;
  // A Map, not an object: a key from the request such as `constructor` or `__proto__` must not
  // find an inherited member.
  const fromEnvironment = new Map<string, string | null>([
    [CONFIG_KEYS.SIBLING_SITE_URL, siblingSite.url],
    [
      CONFIG_KEYS.SIBLING_SITE_ENTRY_PAGES,
      Object.keys(siblingSite.entryPages).length ? JSON.stringify(siblingSite.entryPages) : null,
    ],
  ]);

  // Settings are optional by nature: an unknown key is a success with a null value.
  r.post(
    CONFIG_API.queryOne,
    {
      onRequest: app.requireSession,
      schema: { body: ConfigQueryOneRequestSchema, response: responses(ConfigQueryOneResponseSchema) },
    },
    async (request) => {
      const { key } = request.body;
      const value = fromEnvironment.get(key) ?? (await repo.value(key, request.session!.partnerId));
      return ok({ config: { key, value } });
    },
  );
}
