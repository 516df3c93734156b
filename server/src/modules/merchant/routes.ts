import type { FastifyInstance } from 'fastify';
import {
  MerchantNameQueryRequestSchema,
  MerchantNameQueryResponseSchema,
  MerchantQueryRequestSchema,
  MerchantQueryResponseSchema,
  MerchantTopRequestSchema,
  MerchantTopResponseSchema,
} from '@contract/merchant/schemas';
import { MERCHANT_NAME_LIMIT_DEFAULT, TOP_MERCHANT_LIMIT_DEFAULT } from '@contract/merchant/constants';
import { MERCHANT_API } from '@contract/merchant/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { pageOf } from '@server/http/paging';
import { monthStartIso } from '@server/http/present';
import { merchantRepository } from './repository';

export default async function merchantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = merchantRepository(app.db);

  r.post(
    MERCHANT_API.nameQuery,
    {
      onRequest: app.requireSession,
      schema: { body: MerchantNameQueryRequestSchema, response: responses(MerchantNameQueryResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const keyword = request.body.keyword.trim();
      const limit = request.body.limit ?? MERCHANT_NAME_LIMIT_DEFAULT;
      return ok({ merchantNameList: keyword ? await repo.names(partnerId, keyword, limit) : [] });
    },
  );

  r.post(
    MERCHANT_API.top,
    {
      onRequest: app.requireSession,
      schema: { body: MerchantTopRequestSchema, response: responses(MerchantTopResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const { year, month } = request.body;
      const limit = request.body.limit ?? TOP_MERCHANT_LIMIT_DEFAULT;
      const topMerchantList = await app.figuresCache.get(partnerId, `top:${year}-${month}:${limit}`, () =>
        repo.top(partnerId, `${year}-${month}-01`, limit),
      );
      return ok({ year, month, topMerchantList });
    },
  );

  r.post(
    MERCHANT_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: MerchantQueryRequestSchema, response: responses(MerchantQueryResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const page = pageOf(request.body);
      const lastMonth = monthStartIso(app.clock.now(), -1);
      const { name, country, category } = request.body;
      const { total, list } = await repo.page(
        partnerId,
        { name, country, category },
        lastMonth,
        page.limit,
        page.offset,
      );
      return ok({
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        lastMonth: lastMonth.slice(0, 7),
        merchantList: list,
      });
    },
  );
}
