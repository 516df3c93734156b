import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { USER_PATH, UserResponseSchema } from '../../../../contract/account';
import { EmptyEnvelope } from '../../../../contract/envelope';
import {
  PARAMETER_PATH,
  ParameterRequestSchema,
  ParameterResponseSchema,
  ParameterType,
  QUERY_PATH,
} from '../../../../contract/parameter';
import type { ParameterEntry, ParameterTypeValue } from '../../../../contract/parameter';
import { ResultCode } from '../../../../contract/result-codes';
import { AppError } from '../../http/app-error';
import { fail, ok } from '../../http/envelope';
import { responses } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/type-provider';
import { toCurrentUser } from './present';

const NoQuery = Type.Object({}, { additionalProperties: false });

export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  r.get(
    USER_PATH,
    {
      schema: {
        querystring: NoQuery,
        response: {
          200: UserResponseSchema,
          401: UserResponseSchema,
          '4xx': EmptyEnvelope,
          '5xx': EmptyEnvelope,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.requireSession(request, reply);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
        return reply.status(401).send({ ...fail(error.resultCode, error.message), data: null });
      }
      const session = request.session!;
      const [user, partner] = await Promise.all([
        app.usersRepo.findById(session.userId),
        session.partnerId ? app.partnersRepo.get(session.partnerId) : Promise.resolve(null),
      ]);
      if (!user)
        return reply.status(401).send({ ...fail(ResultCode.SESSION_TIMEOUT, 'Session Timeout'), data: null });
      return ok({ data: toCurrentUser(user, partner) });
    },
  );

  /** SP_PORTAL_USER: the caller's profile; document types are empty until business insights exist. */
  const parameterList = async (type: ParameterTypeValue, userId: string): Promise<ParameterEntry[]> => {
    if (type !== ParameterType.USER) return [];
    const user = await app.usersRepo.findById(userId);
    if (!user) throw new AppError(ResultCode.SESSION_TIMEOUT, 401);
    const { email, givenName, familyName, fullName } = toCurrentUser(user, null);
    return [{ email, givenName, familyName, fullName }];
  };

  for (const path of [PARAMETER_PATH, QUERY_PATH]) {
    r.post(
      path,
      {
        preHandler: app.requireSession,
        schema: { body: ParameterRequestSchema, response: responses(ParameterResponseSchema) },
      },
      async (request) =>
        ok({ parameterList: await parameterList(request.body.type, request.session!.userId) }),
    );
  }
}
