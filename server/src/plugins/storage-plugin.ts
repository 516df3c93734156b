import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_API } from '@contract/file/constants';
import type { Queryable } from '@server/db/database';
import { globalPlugin } from '@server/http/global-plugin';
import { localByteStore, postgresByteStore } from './byte-stores';
import { newId } from '@server/security/tokens';
import { filesRepository } from '@server/repositories/files/repository';
import type { StoredFileRow } from '@server/repositories/files/repository';

/** A stored file's metadata, as the files repository reads it. */
export type StoredFile = StoredFileRow;

export interface PutFileInput {
  data: Buffer;
  fileName: string;
  contentType: string;
  /** Owning partner; null means every signed-in user may read it. */
  partnerId: string | null;
  /** Non-sensitive media (logos, carousel images) readable without a session, e.g. in <img>. */
  publicRead?: boolean;
  createdBy?: string | null;
  staffOnly?: boolean;
  /** The upload slot it came through (contract/upload/constants.ts), for the record. */
  slot?: string | null;
}

export interface PutStreamInput extends Omit<PutFileInput, 'data'> {
  /** The bytes; an error thrown by the source aborts the write and leaves no file behind. */
  source: AsyncIterable<Buffer>;
}

export interface Storage {
  put(input: PutFileInput): Promise<{ fileUrl: string; fileId: string }>;
  /**
   * Streams into a temporary file and renames it into place only when the whole source arrived;
   * on any failure the temporary file is deleted and the error rethrown.
   */
  putStream(input: PutStreamInput): Promise<{ fileUrl: string; fileId: string; sizeBytes: number }>;
  /**
   * Gives a stored file to a partner (null: every signed-in user) and lifts staff-only; with `q`, in
   * that transaction (the one that locked the file, checked it and attaches it).
   */
  assign(fileUrl: string, partnerId: string | null, q?: Queryable): Promise<void>;
  /**
   * Locks the stored files' rows until the end of transaction `q`; names without a row lock nothing.
   * Lock first, then check the file in a later statement and attach it: two transactions attaching
   * one file queue here, and the second one's check (a fresh snapshot) sees what the first committed;
   * the clean-up of unattached uploads skips a locked file, or the check finds it already gone.
   */
  lock(fileUrls: readonly string[], q: Queryable): Promise<void>;
  /** A copy of a stored file for another partner (one PDF published to several partners). */
  copyFor(fileUrl: string, partnerId: string): Promise<{ fileUrl: string; fileId: string }>;
  /** Metadata for a fileUrl we issued; null for anything else (never a path lookup). */
  find(fileUrl: string): Promise<StoredFile | null>;
  /** The bytes, or the inclusive byte range [start, end] of them. */
  open(file: StoredFile, range?: { start: number; end: number }): Readable;
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

export const PUBLIC_FILE_PREFIX = `${FILE_API.publicPrefix}/`;

export const storagePlugin = globalPlugin('storage', async (app) => {
  if (app.config.fileStorage === 'postgres' && app.db.kind !== 'postgres')
    throw new Error('FILE_STORAGE=postgres needs DATABASE_URL (a PostgreSQL server)');
  const bytes =
    app.config.fileStorage === 'postgres'
      ? postgresByteStore(app.db)
      : localByteStore(path.join(app.config.dataDir, 'files'));

  const files = filesRepository(app.db);
  const record = (id: string, fileUrl: string, input: Omit<PutFileInput, 'data'>, size: number) =>
    files.insert({
      id,
      fileUrl,
      fileName: input.fileName,
      contentType: input.contentType,
      sizeBytes: size,
      partnerId: input.partnerId,
      publicRead: input.publicRead ?? false,
      createdBy: input.createdBy ?? null,
      createdAt: app.clock.now(),
      staffOnly: input.staffOnly ?? false,
      slot: input.slot ?? null,
    });
  const newName = (contentType: string) => {
    const id = newId();
    return { id, fileUrl: `${id}.${EXTENSIONS[contentType] ?? 'bin'}` };
  };

  const storage: Storage = {
    async put(input) {
      const { id, fileUrl } = newName(input.contentType);
      await bytes.write(fileUrl, input.data);
      await record(id, fileUrl, input, input.data.length);
      return { fileUrl, fileId: id };
    },
    async putStream({ source, ...input }) {
      const { id, fileUrl } = newName(input.contentType);
      const sizeBytes = await bytes.writeStream(fileUrl, source);
      await record(id, fileUrl, input, sizeBytes);
      return { fileUrl, fileId: id, sizeBytes };
    },
    async copyFor(fileUrl, partnerId) {
      const source = await storage.find(fileUrl);
      if (!source) throw new Error('copy of an unknown file');
      const { id, fileUrl: copyUrl } = newName(source.contentType);
      await bytes.copy(source.fileUrl, copyUrl);
      await record(id, copyUrl, { ...source, partnerId, staffOnly: false }, source.sizeBytes);
      return { fileUrl: copyUrl, fileId: id };
    },
    async assign(fileUrl, partnerId, q = app.db) {
      await filesRepository(q).assign(fileUrl, partnerId);
    },
    async lock(fileUrls, q) {
      await filesRepository(q).lock(fileUrls);
    },
    async find(fileUrl) {
      if (!FILE_URL_PATTERN.test(fileUrl)) return null;
      return files.find(fileUrl);
    },
    open(file, range) {
      // file.fileUrl came from our own table and matches FILE_URL_PATTERN: no traversal possible.
      return bytes.read(file.fileUrl, range);
    },
    publicUrl(fileUrl) {
      // A path, not an absolute URL: the portal may be opened on any host name (or behind a
      // proxy), and the client resolves the path against the API origin it already knows.
      return `${PUBLIC_FILE_PREFIX}${fileUrl}`;
    },
  };
  app.decorate('storage', storage);
});
