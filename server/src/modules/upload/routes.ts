import type { FastifyInstance } from 'fastify';
import {
  DiscardUploadRequestSchema,
  DiscardUploadResponseSchema,
  UploadQuerySchema,
  UploadResponseSchema,
} from '@contract/file/schemas';
import type { DiscardUploadRequest } from '@contract/file/schemas';
import type { UploadQuery } from '@contract/file/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { UPLOAD_API, UPLOAD_SLOTS } from '@contract/upload/constants';
import type { SlotRule } from '@contract/upload/constants';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import { discardUpload, removeUnattachedUploads } from './unattached-cleanup';
import { CLEANUP_INTERVAL_MS, pruneUploadReservations, uploadQuota } from './upload-quota';

/** The one upload path for every form (contract/upload/constants.ts); staff slots refuse partner sessions. */
export default async function uploadRoutes(app: FastifyInstance) {
  const quota = uploadQuota(app.db, app.clock, { max: app.config.uploadPendingPerHour });

  // Hourly, like the sign-in throttle's pruning (auth/routes.ts): uploads never attached go.
  let cleaning: Promise<unknown> = Promise.resolve();
  const cleanup = setInterval(() => {
    const now = app.clock.now();
    cleaning = Promise.all([
      removeUnattachedUploads(app, now).catch((error: unknown) =>
        app.log.warn({ err: error }, 'unattached upload clean-up'),
      ),
      pruneUploadReservations(app.db, now).catch((error: unknown) =>
        app.log.warn({ err: error }, 'upload reservation prune'),
      ),
    ]);
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    await cleaning;
  });

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
      // A place among the user's unattached uploads before a byte of the body is read: over the
      // limit, nothing reaches the disk.
      const place = await quota.reserve(session.userId);
      try {
        const stored = await app.uploads.receive(request, {
          slot: request.query.slot,
          partnerId: staff ? null : session.partnerId,
          createdBy: session.userId,
          staffOnly: staff,
        });
        const { fileUrl, fileName, contentType, sizeBytes } = stored;
        return ok({ file: { fileUrl, fileName, contentType, sizeBytes } });
      } finally {
        // Stored, the upload now counts as a file; refused or failed, it no longer counts. An
        // error here only leaves the place taken until it expires.
        await quota
          .release(place)
          .catch((error: unknown) => request.log.warn({ err: error }, 'upload place not released'));
      }
    },
  );

  // Only the caller's own pending upload goes; anything else answers discarded: false.
  app.post<{ Body: DiscardUploadRequest }>(
    UPLOAD_API.discard,
    {
      onRequest: app.requireSession,
      schema: { body: DiscardUploadRequestSchema, response: responses(DiscardUploadResponseSchema) },
    },
    async (request) =>
      ok({ discarded: await discardUpload(app, request.session!.userId, request.body.fileUrl) }),
  );
}
