import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ContractDetailRequestSchema,
  ContractDetailResponseSchema,
  ContractQueryRequestSchema,
  ContractQueryResponseSchema,
  DocumentReadRequestSchema,
  DocumentReadResponseSchema,
  InsightLatestRequestSchema,
  InsightLatestResponseSchema,
  InsightQueryRequestSchema,
  InsightQueryResponseSchema,
} from '@contract/document/schemas';
import { DOCUMENT_API, INSIGHT_KIND_BY_TYPE } from '@contract/document/constants';
import { NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS } from '@contract/shared/constants';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { pageOf } from '@server/http/paging';
import { documentRepository } from './repository';
import type { DocumentRepository, Reader } from './repository';
import { msg } from '@server/i18n/messages';

/** Who reads: the current partner, the signed-in user and the time of the call. */
const readerOf = (app: FastifyInstance, request: FastifyRequest): Reader => ({
  partnerId: currentPartnerId(request),
  userId: request.session!.userId,
  now: app.clock.now(),
});

// Same answer for an unknown id and another partner's id.
const notFound = () => new AppError(NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS, msg('error.notFound'));

/** The partner's contracts: one page of them, and one contract with its versions. */
function contractRoutes(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_API.contractQuery,
    {
      onRequest: app.requireSession,
      schema: { body: ContractQueryRequestSchema, response: responses(ContractQueryResponseSchema) },
    },
    async (request) => {
      const page = pageOf(request.body);
      const { state, contractType, keyword } = request.body;
      const { total, list } = await repo.contractPage(
        readerOf(app, request),
        { state, contractType, keyword },
        page.limit,
        page.offset,
      );
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, contractList: list });
    },
  );

  r.post(
    DOCUMENT_API.contractDetail,
    {
      onRequest: app.requireSession,
      schema: { body: ContractDetailRequestSchema, response: responses(ContractDetailResponseSchema) },
    },
    async (request) => {
      const contract = await repo.contractDetail(readerOf(app, request), request.body.contractId);
      if (!contract) throw notFound();
      return ok({ contract });
    },
  );
}

/** The partner's business insights (newsletters, QBRs): one page of a type, and the latest one. */
function insightRoutes(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_API.insightQuery,
    {
      onRequest: app.requireSession,
      schema: { body: InsightQueryRequestSchema, response: responses(InsightQueryResponseSchema) },
    },
    async (request) => {
      const page = pageOf(request.body);
      const { total, list, years } = await repo.insightPage(
        readerOf(app, request),
        INSIGHT_KIND_BY_TYPE[request.body.type],
        request.body.year,
        page.limit,
        page.offset,
      );
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, documentList: list, years });
    },
  );

  r.post(
    DOCUMENT_API.insightLatest,
    {
      onRequest: app.requireSession,
      schema: { body: InsightLatestRequestSchema, response: responses(InsightLatestResponseSchema) },
    },
    async (request) =>
      ok({
        document: await repo.insightLatest(readerOf(app, request), INSIGHT_KIND_BY_TYPE[request.body.type]),
      }),
  );
}

/** A read receipt for one version of a contract or insight the partner opened. */
function documentReadRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_API.documentRead,
    {
      onRequest: app.requireSession,
      schema: { body: DocumentReadRequestSchema, response: responses(DocumentReadResponseSchema) },
    },
    async (request) => {
      const reader = readerOf(app, request);
      const { documentId, version } = request.body;
      const receipt = await repo.markRead(reader, documentId, version);
      if (!receipt) throw notFound();
      // The operation log gets the first open only; later opens change nothing.
      if (receipt.firstRead)
        await app.audit.record({
          action: 'DOCUMENT_READ',
          userId: reader.userId,
          partnerId: reader.partnerId,
          ip: request.ip ?? null,
          outcome: 'SUCCESS',
          target: receipt.title,
          detail: { documentId, version, kind: receipt.kind, title: receipt.title },
        });
      return ok({ firstRead: receipt.firstRead, readAt: receipt.readAt.toISOString() });
    },
  );
}

/** Contracts and business insights for the current partner (contract/document/). */
export default async function documentRoutes(app: FastifyInstance) {
  const repo = documentRepository(app.db);
  contractRoutes(app, repo);
  insightRoutes(app, repo);
  documentReadRoute(app, repo);
}
