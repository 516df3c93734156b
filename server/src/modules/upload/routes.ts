import type { FastifyInstance } from 'fastify';
import { UploadQuerySchema, UploadResponseSchema } from '@contract/file/schemas';
import type { UploadQuery } from '@contract/file/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { UPLOAD_API, UPLOAD_SLOTS } from '@contract/upload/constants';
import type { SlotRule } from '@contract/upload/constants';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';

/** The one upload path for every form (contract/upload/constants.ts); staff slots refuse partner sessions. */
export default async function uploadRoutes(app: FastifyInstance) {
  app.post<{ Querystring: UploadQuery }>(
    UPLOAD_API.upload,
    {
      // The session is checked before the query is validated or a byte of the body is read.
      onRequest: app.requireSession,
      schema: { querystring: UploadQuerySchema, response: responses(UploadResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const rule: SlotRule = UPLOAD_SLOTS[request.query.slot];
      const staff = session.role === 'STAFF';
      if (rule.who === 'STAFF' && !staff) throw new AppError(ResultCode.NO_AUTHORITY, 403);
      if (!staff && !session.partnerId) throw new AppError(ResultCode.NO_AUTHORITY, 403);
      const stored = await app.uploads.receive(request, {
        slot: request.query.slot,
        partnerId: staff ? null : session.partnerId,
        createdBy: session.userId,
        staffOnly: staff,
      });
      const { fileUrl, fileName, contentType, sizeBytes } = stored;
      return ok({ file: { fileUrl, fileName, contentType, sizeBytes } });
    },
  );
}
