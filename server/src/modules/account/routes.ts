import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '@contract/account/constants';
import { UserResponseSchema } from '@contract/account/schemas';
import { EmptyEnvelopeSchema } from '@contract/shared/envelope';
import { AppError } from '@server/http/app-error';
import { fail, ok } from '@server/http/envelope';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { sessionUser } from '@server/accounts/present';

const NoQuery = Type.Object({}, { additionalProperties: false });

export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  r.get(
    ACCOUNT_API.user,
    {
      // Signed out is an answer here (data null), given before the query string is validated.
      onRequest: async (request, reply) => {
        try {
          await app.requireSession(request, reply);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
          return reply.status(401).send({ ...fail(error.resultCode, error.message), data: null });
        }
      },
      schema: {
        querystring: NoQuery,
        response: {
          200: UserResponseSchema,
          401: UserResponseSchema,
          '4xx': EmptyEnvelopeSchema,
          '5xx': EmptyEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ data: sessionUser(request.session!, request.sessionProfile!) }),
  );
}
