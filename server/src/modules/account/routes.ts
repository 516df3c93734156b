import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '@contract/account/constants';
import {
  SetLocaleRequestSchema,
  SetLocaleResponseSchema,
  UserResponseSchema,
} from '@contract/account/schemas';
import { EmptyEnvelopeSchema } from '@contract/shared/envelope';
import { AppError, errorText } from '@server/http/app-error';
import { fail, ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { requestLocale } from '@server/i18n/request-locale';
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
          return reply
            .status(401)
            .send({ ...fail(error.resultCode, errorText(error, requestLocale(request))), data: null });
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

  // The user's language for the portal and their mails (docs/i18n.md, "Server"). The session check
  // runs first; a locale the portal does not speak fails the schema (400 Illegal Parameters).
  r.post(
    ACCOUNT_API.locale,
    {
      onRequest: app.requireSession,
      schema: { body: SetLocaleRequestSchema, response: responses(SetLocaleResponseSchema) },
    },
    async (request) => {
      await app.usersRepository.setLocale(request.session!.userId, request.body.locale);
      // Cached sessions carry the old language.
      await app.sessionsRepository.forgetCached();
      request.sessionProfile!.locale = request.body.locale;
      return ok({ data: null });
    },
  );
}
