import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILE_URL_PATTERN } from '@server/plugins/storage-plugin';
import { filesRepository } from '@server/repositories/files/repository';
import { uploadRepository } from './repository';

/** Rows removed per transaction, so one run never holds many locks for long. */
const BATCH = 500;

/**
 * Removes the uploads nothing refers to (FILE_REFERENCES in repository.ts) that are older than
 * UPLOAD_ABANDON_HOURS: the files row, and the bytes where FILE_STORAGE keeps them (the large
 * object and its file_blobs row in the same transaction, or the file in DATA_DIR/files after it).
 * Answers the storage names removed. Seeded and copied files (no slot) are never touched.
 */
export async function removeUnattachedUploads(app: FastifyInstance, now: Date): Promise<string[]> {
  const olderThan = new Date(now.getTime() - app.config.uploadAbandonHours * 3_600_000);
  const inDatabase = app.config.fileStorage === 'postgres';
  const removed: string[] = [];
  for (;;) {
    const { found, names } = await app.db.tx(async (q) => {
      // Lock the rows first and check again in a later statement, on a fresh snapshot: something that
      // attaches a file and locks its row before checking it (a claim, df/claims.ts) either waits
      // for this and then finds no file, or holds its lock, so the row is skipped here; a document
      // version's foreign key locks the row the same way.
      const uploads = uploadRepository(q);
      const candidates = await uploads.lockUnattached(olderThan, BATCH);
      if (candidates.length === 0) return { found: 0, names: [] };
      const gone = await uploads.deleteUnattached(candidates);
      if (inDatabase && gone.length > 0) await filesRepository(q).removeBlobs(gone);
      return { found: candidates.length, names: gone };
    });
    if (!inDatabase) await removeFromDisk(app, names);
    removed.push(...names);
    if (found < BATCH || names.length === 0) break;
  }
  if (removed.length > 0) app.log.info({ count: removed.length }, 'unattached uploads removed');
  return removed;
}

/**
 * The discard call: removes the user's own upload that nothing refers to (a file replaced in a
 * form before saving), row and bytes, and with it its place in the upload allowance. True when
 * something was removed; another user's file, an attached one or an unknown name is left alone.
 */
export async function discardUpload(app: FastifyInstance, userId: string, fileUrl: string): Promise<boolean> {
  const inDatabase = app.config.fileStorage === 'postgres';
  const names = await app.db.tx(async (q) => {
    const uploads = uploadRepository(q);
    const id = await uploads.lockOwnUnattached(userId, fileUrl);
    if (!id) return [];
    const gone = await uploads.deleteUnattached([id]);
    if (inDatabase && gone.length > 0) await filesRepository(q).removeBlobs(gone);
    return gone;
  });
  if (!inDatabase) await removeFromDisk(app, names);
  return names.length > 0;
}

/** The bytes in DATA_DIR/files, where the storage plugin's local store keeps them. */
async function removeFromDisk(app: FastifyInstance, names: string[]): Promise<void> {
  const dir = path.join(app.config.dataDir, 'files');
  for (const name of names) {
    // Names come from our own table; checked anyway, so nothing outside the folder is ever removed.
    if (!FILE_URL_PATTERN.test(name)) continue;
    await fsp
      .rm(path.join(dir, name), { force: true })
      .catch((error: unknown) => app.log.warn({ err: error, name }, 'unattached upload bytes not removed'));
  }
}
