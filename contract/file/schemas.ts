import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { UPLOAD_SLOT_NAMES } from '@contract/upload/constants';

/**
 * GET /api/spportal/file/download.json?fileUrl=...&fileName=...&fileContentType=...&fileContentDisposition=...
 * Needs the ctoken header. fileUrl is the opaque name the server issued (e.g. in a contract or
 * carousel entry). The content type always comes from the server's stored metadata;
 * fileContentType is accepted for compatibility and ignored. fileContentDisposition: "inline"
 * shows in the browser, anything else downloads. The answer is the file's bytes.
 */
export const DownloadQuerySchema = Type.Object(
  {
    fileUrl: Type.String({ minLength: 1, maxLength: 200 }),
    fileName: Type.Optional(Type.String({ maxLength: 255 })),
    fileContentType: Type.Optional(Type.String({ maxLength: 100 })),
    fileContentDisposition: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type DownloadQuery = Static<typeof DownloadQuerySchema>;

/** POST file/upload.json?slot=...: rules and slots in contract/upload/constants.ts. */
export const UploadQuerySchema = Type.Object(
  {
    slot: Type.Union(UPLOAD_SLOT_NAMES.map((slot) => Type.Literal(slot))),
  },
  { additionalProperties: false },
);
export type UploadQuery = Static<typeof UploadQuerySchema>;

export const UploadedFileSchema = Type.Object({
  fileUrl: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
});

export const UploadResponseSchema = Envelope({ file: UploadedFileSchema });

/**
 * POST file/discard.json: removes the caller's own upload that nothing uses yet (e.g. the file a
 * form's "Replace file" replaced), freeing its place in the upload allowance (docs/uploads.md).
 * `discarded` is false for anything else (another user's file, an attached one, an unknown name).
 */
export const DiscardUploadRequestSchema = Type.Object(
  { fileUrl: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DiscardUploadRequest = Static<typeof DiscardUploadRequestSchema>;
export const DiscardUploadResponseSchema = Envelope({ discarded: Type.Boolean() });
