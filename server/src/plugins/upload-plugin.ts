import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  KIND_CONTENT_TYPES,
  KIND_EXTENSIONS,
  KIND_LIMITS,
  MB,
  SIGNATURE_BYTES,
  UPLOAD_SLOTS,
  fileExtension,
  isFileNameAllowed,
  slotMaxBytes,
  sniffKind,
} from '@contract/upload/constants';
import type { FileKind, SlotRule, UploadSlot, UploadedFile } from '@contract/upload/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { globalPlugin } from '@server/http/global-plugin';
import { wholePdf } from './pdf-check';
import { msg, type Msg } from '@server/i18n/messages';

export interface ReceiveOptions {
  slot: UploadSlot;
  /** Owning partner (a partner's own upload); null for staff uploads. */
  partnerId: string | null;
  createdBy: string | null;
  /** Staff uploads stay staff-only until attached (storage.assign). */
  staffOnly: boolean;
}

export interface Uploads {
  /**
   * Reads the request's one `file` part and stores it under the slot's rules (contract/upload/constants.ts),
   * streaming: never more than one chunk in memory. Refusals throw AppError with the rule's code;
   * nothing is stored for a refused, failed or interrupted upload.
   */
  receive(request: FastifyRequest, options: ReceiveOptions): Promise<UploadedFile & { fileId: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const refuse = (code: string, message?: Msg) => new AppError(code, undefined, message ?? codeMessage[code]);
/**
 * The error catalogue's words, then what the limit is and what to do (the client shows these texts
 * for the file codes, src/shared/request/client.ts).
 */
const codeMessage: Record<string, Msg> = {
  [ResultCode.FILE_NAME_NOT_ALLOWED]: msg('upload.nameNotAllowed'),
  [ResultCode.FILE_FORMAT_NOT_ALLOWED]: msg('upload.formatNotAllowed'),
  [ResultCode.FILE_SIZE_EXCEEDED]: msg('upload.sizeExceeded'),
};
const KIND_NAMES: Record<FileKind, string> = {
  pdf: 'PDF',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  mp4: 'MP4',
};
/** 510872005 naming the limit, e.g. "... the limit of 20 MB for a PDF file. Choose a smaller file." */
const tooLarge = (kind: FileKind | null, slot: UploadSlot) =>
  refuse(
    ResultCode.FILE_SIZE_EXCEEDED,
    kind
      ? msg('upload.tooLargeForKind', { megabytes: KIND_LIMITS[kind] / MB, kind: KIND_NAMES[kind] })
      : msg('upload.tooLarge', { megabytes: slotMaxBytes(slot) / MB }),
  );
/** 510872004 naming what the field takes. */
const wrongFormat = (slot: UploadSlot) =>
  refuse(
    ResultCode.FILE_FORMAT_NOT_ALLOWED,
    msg('upload.wrongFormat', { kinds: UPLOAD_SLOTS[slot].kinds.map((k) => KIND_NAMES[k]).join(', ') }),
  );
/** A 0-byte file has no format to judge: say it is empty (510872004, the file is refused as it is). */
const emptyFile = () => refuse(ResultCode.FILE_FORMAT_NOT_ALLOWED, msg('upload.emptyFile'));

const isTooLarge = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

export const uploadPlugin = globalPlugin('uploads', async (app) => {
  // Fields are not used: the slot travels in the query string, the part carries the file.
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  const uploads: Uploads = {
    async receive(request, options) {
      const rule: SlotRule = UPLOAD_SLOTS[options.slot];
      const maxBytes = slotMaxBytes(options.slot);
      let part;
      try {
        part = request.isMultipart()
          ? await request.file({ limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: true })
          : undefined;
      } catch (error) {
        request.log.info({ err: error }, 'upload part unreadable');
        throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
      }
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
      }
      const stream = part.file;
      const discard = () => stream.resume();
      if (!isFileNameAllowed(part.filename)) {
        discard();
        throw refuse(ResultCode.FILE_NAME_NOT_ALLOWED);
      }

      const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const firstChunks: Buffer[] = [];
      let headLength = 0;
      let kind: FileKind | null = null;
      try {
        while (headLength < SIGNATURE_BYTES) {
          const next = await chunks.next();
          if (next.done) break;
          firstChunks.push(next.value);
          headLength += next.value.length;
        }
      } catch (error) {
        if (isTooLarge(error)) throw tooLarge(null, options.slot);
        request.log.warn({ err: error }, 'upload interrupted');
        throw new AppError(ResultCode.FILE_UPLOAD_FAILED, 500);
      }
      if (headLength === 0) {
        discard();
        throw emptyFile();
      }
      kind = sniffKind(Buffer.concat(firstChunks));
      if (
        !kind ||
        !rule.kinds.includes(kind) ||
        !KIND_EXTENSIONS[kind].includes(fileExtension(part.filename))
      ) {
        discard();
        throw wrongFormat(options.slot);
      }
      const limit = KIND_LIMITS[kind];
      const sniffed = kind;

      async function* checked(): AsyncGenerator<Buffer> {
        let size = 0;
        const take = (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) throw tooLarge(sniffed, options.slot);
          return chunk;
        };
        for (const chunk of firstChunks) yield take(chunk);
        try {
          for (;;) {
            const next = await chunks.next();
            if (next.done) break;
            yield take(next.value);
          }
        } catch (error) {
          if (isTooLarge(error)) throw tooLarge(sniffed, options.slot);
          throw error;
        }
        if (stream.truncated) throw tooLarge(sniffed, options.slot);
      }

      try {
        // A PDF must parse as one (not only start like one) before it is stored.
        const source =
          kind === 'pdf' ? await wholePdf(checked(), () => wrongFormat(options.slot)) : checked();
        const stored = await app.storage.putStream({
          source,
          fileName: part.filename,
          contentType: KIND_CONTENT_TYPES[kind],
          partnerId: options.partnerId,
          publicRead: rule.publicRead,
          createdBy: options.createdBy,
          staffOnly: options.staffOnly,
          slot: options.slot,
        });
        return {
          fileId: stored.fileId,
          fileUrl: stored.fileUrl,
          fileName: part.filename,
          contentType: KIND_CONTENT_TYPES[kind],
          sizeBytes: stored.sizeBytes,
        };
      } catch (error) {
        if (error instanceof AppError) {
          discard();
          throw error;
        }
        request.log.warn({ err: error }, 'upload not stored');
        throw new AppError(ResultCode.FILE_UPLOAD_FAILED, 500);
      }
    },
  };
  app.decorate('uploads', uploads);
});
