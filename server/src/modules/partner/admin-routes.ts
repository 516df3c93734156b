import type { FastifyInstance } from 'fastify';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { PARTNER_API } from '@contract/partner/constants';
import {
  AdminAccountResponseSchema,
  SetPartnerRequestSchema,
  SetPartnerResponseSchema,
} from '@contract/partner/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { toCurrentUser, toPartner } from '@server/accounts/present';

export default async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  // Non-admins get success with data null (not an error), so isAdmin is simply false for them.
  r.post(
    PARTNER_API.adminAccount,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(AdminAccountResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      if (session.role !== 'ADMIN') return ok({ data: null });
      const list = await app.partnersRepository.listForUser(session.userId);
      return ok({ data: { spPortalList: list.map((p) => toPartner(p, app.storage, session.partnerId)) } });
    },
  );

  r.post(
    PARTNER_API.setPartner,
    {
      onRequest: app.requireAdmin,
      schema: { body: SetPartnerRequestSchema, response: responses(SetPartnerResponseSchema) },
    },
    async (request, reply) => {
      const session = request.session!;
      const { partnerId } = request.body;
      const ip = request.ip ?? null;
      if (!(await app.partnersRepository.isInUserList(session.userId, partnerId))) {
        await app.audit.record({
          action: 'PARTNER_SWITCH',
          userId: session.userId,
          partnerId: session.partnerId,
          ip,
          outcome: 'FAILURE',
          detail: { requestedPartnerId: partnerId.slice(0, 64) },
        });
        throw new AppError(ResultCode.NO_AUTHORITY, 403);
      }
      const [user, partner] = await Promise.all([
        app.usersRepository.findById(session.userId),
        app.partnersRepository.get(partnerId),
      ]);
      if (!user || !partner) throw new AppError(ResultCode.NO_AUTHORITY, 403);
      // A partner switch is a privilege change: new token, old one revoked.
      await app.sessionsRepository.revoke(session.sessionId, app.clock.now());
      const ctoken = await app.auth.startSession(user, partnerId, request, reply);
      await app.audit.record({
        action: 'PARTNER_SWITCH',
        userId: user.id,
        partnerId,
        ip,
        outcome: 'SUCCESS',
        detail: { fromPartnerId: session.partnerId },
      });
      return ok({
        data: { partner: toPartner(partner, app.storage, partnerId), user: toCurrentUser(user, partner) },
        ctoken,
      });
    },
  );
}
