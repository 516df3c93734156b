import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { ACCOUNT_MANAGEMENT_API } from '@contract/account-management/constants';
import {
  SignInSummaryResponseSchema,
  UpdateProfileErrorSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
} from '@contract/account-management/schemas';
import { nameProblem } from '@contract/shared/person-name';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { OperationAction } from '@contract/operation-log/schemas';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { toCurrentUser } from '@server/accounts/present';
import { nameProblemMessage } from '@server/accounts/name-messages';
import { accountManagementRepository } from './repository';

/** The user's own account: profile and sign-in history. */
export default async function accountManagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = accountManagementRepository(app.db);

  r.post(
    ACCOUNT_MANAGEMENT_API.updateProfile,
    {
      onRequest: app.requireSession,
      schema: {
        body: UpdateProfileRequestSchema,
        response: {
          200: UpdateProfileResponseSchema,
          '4xx': UpdateProfileErrorSchema,
          '5xx': UpdateProfileErrorSchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      const givenName = request.body.givenName.trim();
      const familyName = request.body.familyName.trim();
      for (const [field, value] of [
        ['givenName', givenName],
        ['familyName', familyName],
      ] as const) {
        const problem = nameProblem(value);
        if (problem)
          throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, nameProblemMessage(problem, field), field);
      }
      const before = request.sessionProfile!;
      await repo.updateName(session.userId, givenName, familyName);
      // Cached sessions carry the old name.
      await app.sessionsRepository.forgetCached();
      await app.audit.record({
        action: OperationAction.PROFILE_UPDATE,
        userId: session.userId,
        partnerId: session.partnerId,
        ip: request.ip ?? null,
        outcome: 'SUCCESS',
        target: `${givenName} ${familyName}`,
        detail: { from: `${before.givenName} ${before.familyName}` },
      });
      const user = await app.usersRepository.findById(session.userId);
      const partner = session.partnerId ? await app.partnersRepository.get(session.partnerId) : null;
      return ok({ data: toCurrentUser(user!, partner) });
    },
  );

  r.post(
    ACCOUNT_MANAGEMENT_API.signInSummary,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(SignInSummaryResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      // One statement: on the embedded database every statement waits its turn (docs/benchmarks.md).
      const summary = await repo.signInSummary(session, {
        signIn: OperationAction.SIGN_IN,
        failed: OperationAction.SIGN_IN_FAILED,
      });
      const event = (row: { at: Date; ip: string | null } | null) =>
        row ? { time: row.at.toISOString(), ip: row.ip } : null;
      return ok({
        lastSignIn: event(summary.lastSignIn),
        lastFailedSignIn: event(summary.lastFailedSignIn),
      });
    },
  );
}
