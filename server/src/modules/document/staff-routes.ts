import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import { DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import {
  StaffDocumentAddVersionRequestSchema,
  StaffDocumentAddVersionResponseSchema,
  StaffDocumentListRequestSchema,
  StaffDocumentListResponseSchema,
  StaffDocumentReadersRequestSchema,
  StaffDocumentReadersResponseSchema,
  StaffDocumentSaveRequestSchema,
  StaffDocumentSaveResponseSchema,
  StaffInsightPublishRequestSchema,
  StaffInsightPublishResponseSchema,
} from '@contract/staff-content/schemas';
import type {
  StaffDocumentItem,
  StaffDocumentSaveRequest,
  StaffInsightPublishRequest,
} from '@contract/staff-content/schemas';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import type { Queryable } from '@server/db/database';
import type { DocumentRepository, StaffDocument } from './repository';
import { DOCUMENT_PDF_SLOTS, documentRepository } from './repository';
import { STAFF_LOG_TARGETS } from '@server/plugins/staff-log-targets';
import type { PublishedView } from '@server/plugins/staff-audit';
import { recordPublishedChange } from '@server/plugins/staff-audit';
import { staffIssueRoutes } from './issue-routes';
import { msg, type Msg } from '@server/i18n/messages';

/** First day of an insight period: 'YYYY-MM' or 'YYYY-Qn'. */
export function periodStart(period: string | null | undefined): string | null {
  if (!period) return null;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, '0')}-01`;
  return `${period}-01`;
}

const notFound = () => new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, msg('error.notFound'));

/** A document as the staff calls return it. */
export function presentStaffDocument(doc: StaffDocument): StaffDocumentItem {
  return {
    documentId: doc.documentId,
    partnerId: doc.partnerId,
    partnerName: doc.partnerName,
    kind: doc.kind,
    title: doc.title,
    contractType: doc.contractType,
    counterparty: doc.counterparty,
    period: doc.period,
    effectiveDate: doc.effectiveDate,
    expiryDate: doc.expiryDate,
    status: doc.status,
    currentVersion: doc.currentVersion,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
    versions: doc.versions.map((v) => ({
      version: v.version,
      fileUrl: v.file.fileUrl,
      fileName: v.file.fileName,
      createdAt: v.createdAt,
      note: v.note,
    })),
  };
}

/**
 * Gives `partnerId` a PDF the staff uploaded and have not attached yet, in transaction `q`, which
 * then attaches it; anything else looks missing.
 */
async function takePdf(app: FastifyInstance, q: Queryable, fileUrl: string, partnerId: string) {
  // Lock first, check after (Storage.lock): two attaches of one PDF at once queue here, and the
  // second then finds it attached, exactly as if it had come later.
  await app.storage.lock([fileUrl], q);
  const file = await documentRepository(q).storedFile(fileUrl);
  if (!file || !file.staff_only || !DOCUMENT_PDF_SLOTS.includes(file.slot ?? ''))
    throw new AppError(ResultCode.FILE_NOT_EXISTS, 400);
  // The partner's from now on, but downloadable only while the document is visible to them
  // (documentRepository.hidesFile, asked by the file download).
  await app.storage.assign(fileUrl, partnerId, q);
}

/** What the document's partner sees of `doc`: nothing until it is published. */
const viewOf = (doc: StaffDocument | null): PublishedView | null =>
  doc?.status === 'PUBLISHED' ? { partnerIds: [doc.partnerId], title: doc.title } : null;

/**
 * A staff change to `doc` (`before`: as it was, when the change could alter what the partner
 * sees), in the operation log of the document's partner once they can see it.
 */
function logChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  doc: StaffDocument,
  extra: Record<string, unknown> = {},
  target: (title: string) => string | Msg = (title) => title,
  before: StaffDocument | null = doc,
) {
  return recordPublishedChange(app, request, action, { before: viewOf(before), after: viewOf(doc) }, target, {
    documentId: doc.documentId,
    kind: doc.kind,
    title: doc.title,
    ...extra,
  });
}

/** The stored fields of a save, as the body gives them. */
const fieldsOf = (body: StaffDocumentSaveRequest) => ({
  title: body.title.trim(),
  contractType: body.contractType ?? null,
  counterparty: body.counterparty ?? null,
  period: body.period ?? null,
  periodStart: periodStart(body.period),
  effectiveDate: body.effectiveDate ?? null,
  expiryDate: body.expiryDate ?? null,
  status: body.status,
});

/**
 * Writes the body over document `documentId`; returns the operation-log action the change makes
 * and the document as it was.
 */
async function updateDocument(
  app: FastifyInstance,
  repo: DocumentRepository,
  documentId: string,
  body: StaffDocumentSaveRequest,
): Promise<{ action: string; before: StaffDocument }> {
  const fields = fieldsOf(body);
  let action: string = OperationAction.STAFF_DOCUMENT_EDIT;
  const before = await repo.get(documentId);
  if (!before || before.kind !== body.kind) throw notFound();
  // The stored partner decides: an id in the body never moves a document to another partner.
  if (body.partnerId && body.partnerId !== before.partnerId)
    throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  if (before.status !== body.status)
    action =
      body.status === 'PUBLISHED'
        ? OperationAction.STAFF_DOCUMENT_PUBLISH
        : OperationAction.STAFF_DOCUMENT_WITHDRAW;
  await repo.update(documentId, fields, app.clock.now());
  return { action, before };
}

/** A new document of the body's partner (which must exist), written by `createdBy`; returns its id. */
async function createDocument(
  app: FastifyInstance,
  repo: DocumentRepository,
  body: StaffDocumentSaveRequest,
  createdBy: string,
): Promise<string> {
  const fields = fieldsOf(body);
  if (!body.partnerId || !(await app.partnersRepository.get(body.partnerId)))
    throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  return repo.create({ ...fields, partnerId: body.partnerId, kind: body.kind, createdBy }, app.clock.now());
}

/** What every partner's copy of a published insight shares. */
interface Insight {
  kind: StaffInsightPublishRequest['kind'];
  title: string;
  period: string;
  createdBy: string;
  now: Date;
}

/** A published document of the partner's with `own` (a file of theirs) as its first version. */
async function publishTo(docs: DocumentRepository, insight: Insight, partnerId: string, own: string) {
  const { kind, title, period, createdBy, now } = insight;
  const documentId = await docs.create(
    {
      partnerId,
      kind,
      title: title.trim(),
      period,
      periodStart: periodStart(period),
      status: 'PUBLISHED',
      createdBy,
    },
    now,
  );
  await docs.addVersion(documentId, { fileUrl: own, createdBy }, now);
  return documentId;
}

/**
 * Publishes the body's PDF as one document per partner, each logged under its partner; returns the
 * documents' ids in the order of the partners.
 */
async function publishInsight(
  app: FastifyInstance,
  repo: DocumentRepository,
  request: FastifyRequest,
  body: StaffInsightPublishRequest,
): Promise<string[]> {
  const { kind, title, period, fileUrl } = body;
  const partnerIds = [...new Set(body.partnerIds)];
  const names = await repo.partnerNames();
  if (partnerIds.some((id) => !names.has(id))) throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  if (kind === 'NEWSLETTER' ? !/^\d{4}-\d{2}$/.test(period) : !/^\d{4}-Q[1-4]$/.test(period))
    throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  const insight: Insight = { kind, title, period, createdBy: request.session!.userId, now: app.clock.now() };
  const logPublished = async (documentId: string) => {
    const published = (await repo.get(documentId))!;
    await logChange(app, request, OperationAction.STAFF_DOCUMENT_PUBLISH, published, { period }, (title) =>
      STAFF_LOG_TARGETS.insight(title, period),
    );
  };
  const [first, ...others] = partnerIds;
  const documentIds = [
    await app.db.tx(async (q) => {
      await takePdf(app, q, fileUrl, first);
      return publishTo(documentRepository(q), insight, first, fileUrl);
    }),
  ];
  await logPublished(documentIds[0]);
  // Each other partner gets its own copy (files belong to one partner), made once the PDF is
  // taken: new files that no other request can name, so they need no lock.
  for (const partnerId of others) {
    const copy = await app.storage.copyFor(fileUrl, partnerId);
    const documentId = await publishTo(repo, insight, partnerId, copy.fileUrl);
    documentIds.push(documentId);
    await logPublished(documentId);
  }
  await app.dataChanges.committed({ partnerIds });
  return documentIds;
}

/** Every partner's documents of the asked kinds, one page at a time. */
function listRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.list,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffDocumentListRequestSchema, response: responses(StaffDocumentListResponseSchema) },
    },
    async (request) => {
      const { kinds, partnerId, status, keyword, pageNum } = request.body;
      const pageSize = request.body.pageSize ?? 10;
      const { total, list } = await repo.list({
        kinds,
        partnerId,
        status,
        keyword: keyword?.trim().toLowerCase(),
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      });
      return ok({
        total,
        pageNum,
        pageSize,
        documentList: list.map(presentStaffDocument),
      });
    },
  );
}

/** Create or edit a document; a change of status logs as publishing or withdrawing. */
function saveRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.save,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffDocumentSaveRequestSchema, response: responses(StaffDocumentSaveResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      if (body.effectiveDate && body.expiryDate && body.expiryDate < body.effectiveDate)
        throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
      let documentId = body.documentId;
      let action: string;
      let before: StaffDocument | null = null;
      if (documentId) {
        ({ action, before } = await updateDocument(app, repo, documentId, body));
      } else {
        documentId = await createDocument(app, repo, body, request.session!.userId);
        action = OperationAction.STAFF_DOCUMENT_CREATE;
      }
      const saved = (await repo.get(documentId))!;
      await logChange(app, request, action, saved, { status: saved.status }, undefined, before);
      // A published or re-dated document may be what a partner's alert waits for.
      await app.dataChanges.committed({ partnerIds: [saved.partnerId] });
      return ok({ document: presentStaffDocument(saved) });
    },
  );
}

/** Attaches an uploaded PDF as the document's next version. */
function addVersionRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.addVersion,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffDocumentAddVersionRequestSchema,
        response: responses(StaffDocumentAddVersionResponseSchema),
      },
    },
    async (request) => {
      const { documentId, fileUrl, note } = request.body;
      const doc = await repo.get(documentId);
      if (!doc) throw notFound();
      const version = await app.db.tx(async (q) => {
        await takePdf(app, q, fileUrl, doc.partnerId);
        const added = await documentRepository(q).addVersion(
          documentId,
          { fileUrl, note: note ?? null, createdBy: request.session!.userId },
          app.clock.now(),
        );
        if (added === null) throw new AppError(ResultCode.FILE_NOT_EXISTS, 400);
        return added;
      });
      const saved = (await repo.get(documentId))!;
      await logChange(app, request, OperationAction.STAFF_DOCUMENT_VERSION, saved, { version }, (title) =>
        STAFF_LOG_TARGETS.documentVersion(title, version),
      );
      await app.dataChanges.committed({ partnerIds: [saved.partnerId] });
      return ok({ document: presentStaffDocument(saved) });
    },
  );
}

/** Who of the partner has read which version of the document, and when. */
function readersRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.readers,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffDocumentReadersRequestSchema,
        response: responses(StaffDocumentReadersResponseSchema),
      },
    },
    async (request) => {
      if (!(await repo.get(request.body.documentId))) throw notFound();
      const rows = await repo.readers(request.body.documentId);
      return ok({
        readerList: rows.map((row) => ({
          email: row.email,
          fullName: `${row.given_name} ${row.family_name}`.trim(),
          version: row.version,
          readAt: row.read_at.toISOString(),
        })),
      });
    },
  );
}

/** One business-insights PDF published to several partners at once. */
function publishInsightRoute(app: FastifyInstance, repo: DocumentRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    DOCUMENT_STAFF_API.publishInsight,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffInsightPublishRequestSchema,
        response: responses(StaffInsightPublishResponseSchema),
      },
    },
    async (request) => ok({ documentIds: await publishInsight(app, repo, request, request.body) }),
  );
}

/** /iboss/contract/detail and business-insights publishing on /iboss/configuration. */
export default async function staffDocumentRoutes(app: FastifyInstance) {
  const repo = documentRepository(app.db);
  listRoute(app, repo);
  saveRoute(app, repo);
  addVersionRoute(app, repo);
  readersRoute(app, repo);
  publishInsightRoute(app, repo);
  staffIssueRoutes(app, repo);
}
