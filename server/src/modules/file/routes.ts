import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { FILE_API } from '@contract/file/constants';
import { DownloadQuerySchema } from '@contract/file/schemas';
import type { DownloadQuery } from '@contract/file/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { errorResponses } from '@server/http/responses';
import type { StoredFile } from '@server/plugins/storage-plugin';
import { FILE_URL_PATTERN } from '@server/plugins/storage-plugin';
import type { SessionInfo } from '@server/plugins/auth-plugin';
import { documentRepository } from '@server/modules/document/repository';
import { parseByteRange } from './byte-range';
import { contentDisposition, sanitizeFileName } from './content-disposition';
import { downloadContentType, RANGEABLE } from './download-content-type';

const PublicParams = Type.Object(
  { fileUrl: Type.String({ pattern: FILE_URL_PATTERN.source, maxLength: 64 }) },
  { additionalProperties: false },
);

const notFound = () => new AppError(ResultCode.FILE_NOT_EXISTS, 404);

type ReadRule = (file: StoredFile, session: SessionInfo) => Promise<boolean>;

/**
 * Staff read everything; others their current partner's files and shared (partner-less) ones, but
 * never a staff upload not yet attached to a contract, document or item (staffOnly), nor a
 * document's PDF while no document they can see uses it (a draft, a withdrawn or a future one).
 */
function readRule(app: FastifyInstance): ReadRule {
  const documents = documentRepository(app.db);
  return async (file, session) => {
    if (session.role === 'STAFF') return true;
    if (file.staffOnly || (file.partnerId !== null && file.partnerId !== session.partnerId)) return false;
    return !(await documents.hidesFile(file.fileUrl, session.partnerId, app.clock.now()));
  };
}

function registerDownload(app: FastifyInstance, mayRead: ReadRule) {
  // Binary answers: the success body is a stream, so only the error envelopes have a schema.
  app.get<{ Querystring: DownloadQuery }>(
    FILE_API.download,
    {
      onRequest: app.requireSession,
      schema: { querystring: DownloadQuerySchema, response: errorResponses },
    },
    async (request, reply) => {
      const session = request.session!;
      const query = request.query;
      const file = await app.storage.find(query.fileUrl);
      // Another partner's file looks exactly like a missing one.
      if (!file || !(await mayRead(file, session))) throw notFound();
      const disposition = query.fileContentDisposition?.trim().toLowerCase().startsWith('inline')
        ? 'inline'
        : 'attachment';
      const name = sanitizeFileName(query.fileName, sanitizeFileName(file.fileName, 'download'));
      const contentType = downloadContentType(file.fileUrl);
      // Stored files never change (a new upload gets a new fileUrl), so the id is a strong validator.
      const etag = `"${file.id}-${file.sizeBytes}"`;
      reply
        .header('content-type', contentType)
        .header('content-disposition', contentDisposition(disposition, name))
        .header('cache-control', 'private, no-cache')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      const rangeable = RANGEABLE.has(contentType);
      if (rangeable) reply.header('accept-ranges', 'bytes');
      const ifRange = request.headers['if-range'];
      const range =
        rangeable && (ifRange === undefined || ifRange === etag)
          ? parseByteRange(request.headers.range, file.sizeBytes)
          : null;
      if (range === 'unsatisfiable')
        return reply.status(416).header('content-range', `bytes */${file.sizeBytes}`).send();

      // One log entry per download, not per later range request of the same viewing.
      if (!range || range.start === 0)
        await app.audit.record({
          action: 'FILE_DOWNLOAD',
          userId: session.userId,
          partnerId: session.partnerId,
          ip: request.ip ?? null,
          outcome: 'SUCCESS',
          target: name,
          detail: { fileId: file.id, fileName: file.fileName, disposition },
        });
      if (range)
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
          .header('content-length', range.end - range.start + 1)
          .send(app.storage.open(file, range));
      return reply.header('content-length', file.sizeBytes).send(app.storage.open(file));
    },
  );
}

function registerPublic(app: FastifyInstance) {
  app.get<{ Params: { fileUrl: string } }>(
    `${FILE_API.publicPrefix}/:fileUrl`,
    { schema: { params: PublicParams, response: errorResponses } },
    async (request, reply) => {
      const file = await app.storage.find(request.params.fileUrl);
      if (!file || !file.publicRead) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.sizeBytes)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(app.storage.open(file));
    },
  );
}

export default async function fileRoutes(app: FastifyInstance) {
  registerDownload(app, readRule(app));
  registerPublic(app);
}
