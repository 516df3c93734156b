import type { FastifyInstance } from 'fastify';
import { EventDetailRequestSchema, EventDetailResponseSchema } from '@contract/event/schemas';
import { NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS } from '@contract/shared/constants';
import { EVENT_API } from '@contract/event/constants';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { eventRepository } from './repository';
import { msg } from '@server/i18n/messages';

export default async function eventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = eventRepository(app.db);

  r.post(
    EVENT_API.detail,
    {
      onRequest: app.requireSession,
      schema: { body: EventDetailRequestSchema, response: responses(EventDetailResponseSchema) },
    },
    async (request) => {
      const event = await repo.detail(request.session!.partnerId, request.body.id);
      // Unknown and another partner's event look the same.
      if (!event) throw new AppError(NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS, msg('error.notFound'));
      return ok({ event });
    },
  );
}
