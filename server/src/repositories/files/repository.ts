import type { Queryable } from '@server/db/database';

/** A stored file's metadata (table files), as the storage plugin hands it out. */
export interface StoredFileRow {
  id: string;
  fileUrl: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  partnerId: string | null;
  publicRead: boolean;
  /** Uploaded by staff and not yet attached to anything a partner sees: staff read it only. */
  staffOnly: boolean;
}

export interface NewFileRow {
  id: string;
  fileUrl: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  partnerId: string | null;
  publicRead: boolean;
  createdBy: string | null;
  createdAt: Date;
  staffOnly: boolean;
  slot: string | null;
}

/** The stored files' metadata (table files). */
function fileRowQueries(db: Queryable) {
  return {
    async insert(file: NewFileRow): Promise<void> {
      await db.query(
        `INSERT INTO files (id, storage_name, file_name, content_type, size_bytes, partner_id, public_read, created_by, created_at, staff_only, slot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          file.id,
          file.fileUrl,
          file.fileName,
          file.contentType,
          file.sizeBytes,
          file.partnerId,
          file.publicRead,
          file.createdBy,
          file.createdAt,
          file.staffOnly,
          file.slot,
        ],
      );
    },

    async assign(fileUrl: string, partnerId: string | null): Promise<void> {
      await db.query(`UPDATE files SET partner_id = $2, staff_only = false WHERE storage_name = $1`, [
        fileUrl,
        partnerId,
      ]);
    },

    /** Locks the files' rows, in name order: two transactions locking the same files never wait on each other crosswise. */
    async lock(fileUrls: readonly string[]): Promise<void> {
      await db.query(
        `SELECT id FROM files WHERE storage_name = ANY($1::text[]) ORDER BY storage_name FOR UPDATE`,
        [fileUrls],
      );
    },

    async find(fileUrl: string): Promise<StoredFileRow | null> {
      const rows = await db.query<StoredFileRow>(
        `SELECT id, storage_name AS "fileUrl", file_name AS "fileName", content_type AS "contentType",
           size_bytes AS "sizeBytes", partner_id AS "partnerId", public_read AS "publicRead",
           staff_only AS "staffOnly"
         FROM files WHERE storage_name = $1`,
        [fileUrl],
      );
      return rows[0] ?? null;
    },
  };
}

/**
 * With FILE_STORAGE=postgres, the stored files' bytes as large objects (file_blobs maps a stored
 * name to its object).
 */
function fileBlobQueries(db: Queryable) {
  return {
    /** The large object holding a stored name's bytes, or undefined. */
    async blobOid(name: string): Promise<number | undefined> {
      const rows = await db.query<{ oid: number }>(
        `SELECT data_oid::int8 AS oid FROM file_blobs WHERE name = $1`,
        [name],
      );
      return rows[0]?.oid;
    },

    /** Stores the bytes at once as a new large object. */
    async insertBlobBytes(name: string, data: Buffer): Promise<void> {
      await db.query(`INSERT INTO file_blobs (name, data_oid) VALUES ($1, lo_from_bytea(0, $2))`, [
        name,
        data,
      ]);
    },

    /** An empty large object, to be filled piece by piece (putLargeObject) and then named (insertBlob). */
    async createLargeObject(): Promise<number> {
      const [{ oid }] = await db.query<{ oid: number }>(`SELECT lo_create(0)::int8 AS oid`);
      return oid;
    },

    async putLargeObject(oid: number, offset: number, data: Buffer): Promise<void> {
      await db.query(`SELECT lo_put($1::oid, $2, $3)`, [oid, offset, data]);
    },

    async insertBlob(name: string, oid: number): Promise<void> {
      await db.query(`INSERT INTO file_blobs (name, data_oid) VALUES ($1, $2::oid)`, [name, oid]);
    },

    async copyBlob(from: string, to: string): Promise<void> {
      await db.query(
        `INSERT INTO file_blobs (name, data_oid)
         SELECT $2, lo_from_bytea(0, lo_get(data_oid)) FROM file_blobs WHERE name = $1`,
        [from, to],
      );
    },

    async readLargeObject(oid: number, offset: number, length: number): Promise<Buffer> {
      const [{ data }] = await db.query<{ data: Buffer }>(`SELECT lo_get($1::oid, $2, $3) AS data`, [
        oid,
        offset,
        length,
      ]);
      return data;
    },

    /** Removes the names' large objects and their rows (run in the caller's transaction). */
    async removeBlobs(names: string[]): Promise<void> {
      await db.query(`SELECT lo_unlink(data_oid) FROM file_blobs WHERE name = ANY($1::text[])`, [names]);
      await db.query(`DELETE FROM file_blobs WHERE name = ANY($1::text[])`, [names]);
    },
  };
}

/**
 * Stored files: their metadata and, with FILE_STORAGE=postgres, their bytes. Used by the storage
 * plugin, its byte stores and the upload clean-up.
 */
export function filesRepository(db: Queryable) {
  return { ...fileRowQueries(db), ...fileBlobQueries(db) };
}
