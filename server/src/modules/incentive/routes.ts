import type { FastifyInstance } from 'fastify';
import {
  DfPartnerPageQueryRequest,
  DfPartnerPageQueryResponse,
  DfPartnerQueryRequest,
  DfPartnerQueryResponse,
} from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { pageOf } from '@server/http/paging';
import { isoDateOf } from '@server/http/present';
import { incentiveRepository } from './repository';

export default async function incentiveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = incentiveRepository(app.db);

  // A partner without programmes gets an empty list: that is an answer, not an error.
  r.post(
    DF_PARTNER_API.query,
    {
      preHandler: app.requireSession,
      schema: { body: DfPartnerQueryRequest, response: responses(DfPartnerQueryResponse) },
    },
    async (request) =>
      ok({ programList: await repo.programs(currentPartnerId(request), isoDateOf(app.clock.now())) }),
  );

  r.post(
    DF_PARTNER_API.pageQuery,
    {
      preHandler: app.requireSession,
      schema: { body: DfPartnerPageQueryRequest, response: responses(DfPartnerPageQueryResponse) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const page = pageOf(request.body);
      const { kind, status, programId } = request.body;
      const { total, list } = await repo.claims(
        partnerId,
        { kind, status, programId },
        page.limit,
        page.offset,
      );
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, claimList: list });
    },
  );
}
