import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { globalPlugin } from '../http/global-plugin';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../security/private-files';
import { newId } from '../security/tokens';

export interface StoredFile {
  id: string;
  fileUrl: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  partnerId: string | null;
  publicRead: boolean;
}

export interface PutFileInput {
  data: Buffer;
  fileName: string;
  contentType: string;
  /** Owning partner; null means every signed-in user may read it. */
  partnerId: string | null;
  /** Non-sensitive media (logos, carousel images) readable without a session, e.g. in <img>. */
  publicRead?: boolean;
  createdBy?: string | null;
}

export interface Storage {
  put(input: PutFileInput): Promise<{ fileUrl: string; fileId: string }>;
  /** Metadata for a fileUrl we issued; null for anything else (never a path lookup). */
  find(fileUrl: string): Promise<StoredFile | null>;
  open(file: StoredFile): fs.ReadStream;
  /** Path of a public-read file on the API origin, usable in <img src> from any origin. */
  publicUrl(fileUrl: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Generated names only: uuid plus a short lower-case extension. */
export const FILE_URL_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
};

export const PUBLIC_FILE_PREFIX = '/api/spportal/file/public/';

export const storagePlugin = globalPlugin('storage', async (app) => {
  const dir = path.join(app.config.dataDir, 'files');
  ensurePrivateDir(dir);

  const storage: Storage = {
    async put(input) {
      const id = newId();
      const fileUrl = `${id}.${EXTENSIONS[input.contentType] ?? 'bin'}`;
      const target = path.join(dir, fileUrl);
      await fsp.writeFile(`${target}.tmp`, input.data, { mode: PRIVATE_FILE_MODE });
      await fsp.rename(`${target}.tmp`, target);
      await app.db.query(
        `INSERT INTO files (id, storage_name, file_name, content_type, size_bytes, partner_id, public_read, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          fileUrl,
          input.fileName,
          input.contentType,
          input.data.length,
          input.partnerId,
          input.publicRead ?? false,
          input.createdBy ?? null,
          app.clock.now(),
        ],
      );
      return { fileUrl, fileId: id };
    },
    async find(fileUrl) {
      if (!FILE_URL_PATTERN.test(fileUrl)) return null;
      const rows = await app.db.query<StoredFile>(
        `SELECT id, storage_name AS "fileUrl", file_name AS "fileName", content_type AS "contentType",
           size_bytes AS "sizeBytes", partner_id AS "partnerId", public_read AS "publicRead"
         FROM files WHERE storage_name = $1`,
        [fileUrl],
      );
      return rows[0] ?? null;
    },
    open(file) {
      // file.fileUrl came from our own table and matches FILE_URL_PATTERN: no traversal possible.
      return fs.createReadStream(path.join(dir, file.fileUrl));
    },
    publicUrl(fileUrl) {
      // A path, not an absolute URL: the portal may be opened on any host name (or behind a
      // proxy), and the client resolves the path against the API origin it already knows.
      return `${PUBLIC_FILE_PREFIX}${fileUrl}`;
    },
  };
  app.decorate('storage', storage);
});
