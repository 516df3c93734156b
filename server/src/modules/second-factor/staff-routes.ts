import type { FastifyInstance } from 'fastify';
import { OperationAction } from '@contract/operation-log/schemas';
import { SECOND_FACTOR_STAFF_API } from '@contract/second-factor/constants';
import {
  ResetUserRequestSchema,
  ResetUserResponseSchema,
  SetPartnerRequiredRequestSchema,
  SetPartnerRequiredResponseSchema,
  StaffPartnerFactorsResponseSchema,
} from '@contract/second-factor/schemas';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { recordStaffChange } from '@server/plugins/staff-audit';
import type { SecondFactorRepository } from './repository';
import { secondFactorRepository } from './repository';
import { ipOf } from '@server/accounts/second-factor';

const notFound = () => new AppError(ResultCode.ILLEGAL_PARAMETERS, 404);

/** Which partners' users must use a second factor (/iboss/configuration). */
function partnerPolicyRoutes(app: FastifyInstance, repo: SecondFactorRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    SECOND_FACTOR_STAFF_API.partners,
    {
      onRequest: app.requireStaff,
      schema: { body: EmptyBodySchema, response: responses(StaffPartnerFactorsResponseSchema) },
    },
    async () => ok({ partnerList: await repo.partnerFactors() }),
  );

  r.post(
    SECOND_FACTOR_STAFF_API.setPartnerRequired,
    {
      onRequest: app.requireStaff,
      schema: {
        body: SetPartnerRequiredRequestSchema,
        response: responses(SetPartnerRequiredResponseSchema),
      },
    },
    async (request) => {
      const { partnerId, required } = request.body;
      const changed = await repo.setPartnerRequired(partnerId, required);
      if (changed === null) throw notFound();
      // In the partner's own log: its users learn why the portal asks them to enrol.
      if (changed)
        await recordStaffChange(
          app,
          request,
          OperationAction.STAFF_SECOND_FACTOR_POLICY,
          [partnerId],
          required ? 'Second factor required' : 'Second factor optional',
          { required },
        );
      return ok();
    },
  );
}

/** A user who lost both their device and their recovery codes: the factor goes (they enrol again). */
function resetUserRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxProvider>().post(
    SECOND_FACTOR_STAFF_API.resetUser,
    {
      onRequest: app.requireStaff,
      schema: { body: ResetUserRequestSchema, response: responses(ResetUserResponseSchema) },
    },
    async (request) => {
      const user = await app.usersRepository.findById(request.body.userId);
      if (!user) throw notFound();
      await app.db.tx((q) => secondFactorRepository(q).remove(user.id));
      await app.audit.record({
        action: OperationAction.STAFF_USER_SECOND_FACTOR_RESET,
        userId: request.session!.userId,
        partnerId: user.partnerId,
        ip: ipOf(request),
        outcome: 'SUCCESS',
        target: user.email,
        detail: { targetEmail: user.email },
      });
      return ok();
    },
  );
}

/** The staff's side of the second factor. Staff-only on every call. */
export default async function secondFactorStaffRoutes(app: FastifyInstance) {
  const repo = secondFactorRepository(app.db);
  partnerPolicyRoutes(app, repo);
  resetUserRoute(app);
}
