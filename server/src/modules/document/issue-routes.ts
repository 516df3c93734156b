import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import { DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import {
  StaffInsightIssuesRequestSchema,
  StaffInsightIssuesResponseSchema,
  StaffInsightSetStatusRequestSchema,
  StaffInsightSetStatusResponseSchema,
} from '@contract/staff-content/issues';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { STAFF_LOG_TARGETS } from '@server/plugins/staff-log-targets';
import { recordPublishedChange } from '@server/plugins/staff-audit';
import type { DocumentRepository, StaffDocument } from './repository';
import { documentRepository } from './repository';
import { presentStaffDocument } from './staff-routes';
import { msg } from '@server/i18n/messages';

const INSIGHT_KINDS = ['NEWSLETTER', 'QBR'];

/** Business insights one row per issue, each with every partner's copy. */
function issuesRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.insightIssues,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffInsightIssuesRequestSchema,
        response: responses(StaffInsightIssuesResponseSchema),
      },
    },
    async (request) => {
      const { kind, partnerId, status, keyword, pageNum, sort } = request.body;
      const pageSize = request.body.pageSize ?? 10;
      const rows = await repo.issues({
        kind,
        partnerId,
        status,
        keyword: keyword?.trim().toLowerCase() || undefined,
        sort: sort ?? 'PERIOD_DESC',
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      });
      const documents = await repo.issueDocuments(rows.map((row) => row.issue_key));
      return ok({
        total: rows[0]?.total ?? 0,
        pageNum,
        pageSize,
        issueList: rows.map((row) => ({
          issueKey: row.issue_key,
          kind: row.kind,
          title: row.title,
          period: row.period,
          publishedAt: row.published_at ? row.published_at.toISOString() : null,
          publishedCount: row.published_count,
          documents: documents.filter((doc) => doc.issueKey === row.issue_key).map(presentStaffDocument),
        })),
      });
    },
  );
}

/**
 * Withdraws or publishes several partners' copies in one transaction: any id that is not a business
 * insight refuses the whole request, so nothing changes half-way. Each partner whose copy changed
 * gets its own operation-log entry (recorded once the change is committed).
 */
function setStatusRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.insightSetStatus,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffInsightSetStatusRequestSchema,
        response: responses(StaffInsightSetStatusResponseSchema),
      },
    },
    async (request) => {
      const { documentIds, status } = request.body;
      const now = app.clock.now();
      const changed: Array<{ before: StaffDocument; after: StaffDocument }> = await app.db.tx(async (q) => {
        const docs = documentRepository(q);
        const locked = await docs.lockForStatus(documentIds);
        if (locked.length !== documentIds.length || locked.some((doc) => !INSIGHT_KINDS.includes(doc.kind)))
          throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, msg('error.notFound'));
        const out: Array<{ before: StaffDocument; after: StaffDocument }> = [];
        for (const { id } of locked.filter((doc) => doc.status !== status)) {
          const before = (await docs.get(id))!;
          await docs.update(id, { status }, now);
          out.push({ before, after: (await docs.get(id))! });
        }
        return out;
      });
      const action =
        status === 'PUBLISHED'
          ? OperationAction.STAFF_DOCUMENT_PUBLISH
          : OperationAction.STAFF_DOCUMENT_WITHDRAW;
      for (const { before, after } of changed) {
        const view = (doc: StaffDocument) =>
          doc.status === 'PUBLISHED' ? { partnerIds: [doc.partnerId], title: doc.title } : null;
        await recordPublishedChange(
          app,
          request,
          action,
          { before: view(before), after: view(after) },
          (title) => STAFF_LOG_TARGETS.insight(title, after.period ?? ''),
          {
            documentId: after.documentId,
            kind: after.kind,
            title: after.title,
            status,
            period: after.period,
          },
        );
      }
      return ok({ changed: changed.length });
    },
  );
}

/** Business insights by issue on /iboss/configuration (contract/staff-content/issues.ts). */
export function staffIssueRoutes(app: FastifyInstance, repo: DocumentRepository) {
  issuesRoute(app, repo);
  setStatusRoute(app);
}
