import type { FastifyInstance } from 'fastify';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { PARTNER_API } from '@contract/partner/constants';
import { DefaultPartnerResponseSchema } from '@contract/partner/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { toPartner } from '@server/accounts/present';

export default async function partnerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  r.post(
    PARTNER_API.defaultPartner,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(DefaultPartnerResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const partner = await app.partnersRepository.get(partnerId);
      if (!partner) throw new AppError(ResultCode.NO_AUTHORITY, 403);
      return ok({ webRequest: { partner: toPartner(partner, app.storage, partnerId) } });
    },
  );
}
