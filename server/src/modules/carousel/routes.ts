import type { FastifyInstance } from 'fastify';
import {
  CarouselDetailRequestSchema,
  CarouselDetailResponseSchema,
  CarouselQueryRequestSchema,
  CarouselQueryResponseSchema,
} from '@contract/carousel/schemas';
import { NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS } from '@contract/shared/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { isoDateOf } from '@server/http/present';
import { carouselRepository } from './repository';
import { msg } from '@server/i18n/messages';

export default async function carouselRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = carouselRepository(app.db);

  r.post(
    CAROUSEL_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: CarouselQueryRequestSchema, response: responses(CarouselQueryResponseSchema) },
    },
    async (request) =>
      ok({ carouselList: await repo.current(request.session!.partnerId, isoDateOf(app.clock.now())) }),
  );

  r.post(
    CAROUSEL_API.detail,
    {
      onRequest: app.requireSession,
      schema: { body: CarouselDetailRequestSchema, response: responses(CarouselDetailResponseSchema) },
    },
    async (request) => {
      const carousel = await repo.detail(request.session!.partnerId, request.body.id);
      if (!carousel) throw new AppError(NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS, msg('error.notFound'));
      return ok({ carousel });
    },
  );
}
