import type { Queryable } from '@server/db/database';

/**
 * Every column of the schema that refers to a stored file (server/src/db/migrations): a file one of
 * them names is attached and is never removed as an abandoned upload. `by` is the files column the
 * reference holds: the row id (a foreign key) or the storage name (the fileUrl the API hands out).
 * unattached-cleanup.test.ts fails when a migration adds a reference this list lacks.
 */
export const FILE_REFERENCES = [
  { table: 'document_version', column: 'file_id', by: 'id' },
  { table: 'incentive_claims', column: 'supporting_doc', by: 'storage_name' },
  { table: 'incentive_claims', column: 'payment_proof', by: 'storage_name' },
  { table: 'carousel_items', column: 'media_file_url', by: 'storage_name' },
  { table: 'carousel_items', column: 'cover_file_url', by: 'storage_name' },
  { table: 'events', column: 'image_file_url', by: 'storage_name' },
  { table: 'partners', column: 'logo_file_url', by: 'storage_name' },
] as const;

/**
 * SQL condition: the files row `alias` came through the upload call (it has a slot; seeded and
 * copied files have none) and nothing refers to it.
 */
export function isUnattachedUpload(alias: string): string {
  const references = FILE_REFERENCES.map(
    ({ table, column, by }) => `NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.${column} = ${alias}.${by})`,
  );
  return [`${alias}.slot IS NOT NULL`, ...references].join(' AND ');
}

/** The user's places among unattached uploads, by kind: files stored, uploads still arriving. */
export interface TakenPlaces {
  kind: 'stored' | 'arriving';
  n: number;
  oldest: Date;
}

/** Upload places (upload_reservations) and the uploads nothing refers to yet (FILE_REFERENCES). */
export function uploadRepository(db: Queryable) {
  return {
    /** Holds the user's quota lock until the caller's transaction ends. */
    async lockUserQuota(userId: string): Promise<void> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('upload-quota'), hashtext($1))`, [userId]);
    },

    /** The user's unattached files stored after `storedSince`, and reservations made after `arrivingSince`. */
    takenPlaces(userId: string, since: { storedSince: Date; arrivingSince: Date }): Promise<TakenPlaces[]> {
      return db.query<TakenPlaces>(
        `SELECT kind, count(*)::int AS n, min(created_at) AS oldest FROM (
           SELECT 'stored' AS kind, f.created_at FROM files f
           WHERE f.created_by = $1 AND f.created_at > $2 AND ${isUnattachedUpload('f')}
           UNION ALL
           SELECT 'arriving', r.created_at FROM upload_reservations r
           WHERE r.user_id = $1 AND r.created_at > $3
         ) taken GROUP BY kind`,
        [userId, since.storedSince, since.arrivingSince],
      );
    },

    /** Locks the user's own upload of that name if nothing refers to it; answers its id. */
    async lockOwnUnattached(userId: string, fileUrl: string): Promise<string | null> {
      const rows = await db.query<{ id: string }>(
        `SELECT f.id FROM files f WHERE f.storage_name = $1 AND f.created_by = $2 AND ${isUnattachedUpload('f')}
         FOR UPDATE OF f`,
        [fileUrl, userId],
      );
      return rows[0]?.id ?? null;
    },

    async insertReservation(id: string, userId: string, now: Date): Promise<void> {
      await db.query(`INSERT INTO upload_reservations (id, user_id, created_at) VALUES ($1, $2, $3)`, [
        id,
        userId,
        now,
      ]);
    },

    async deleteReservation(id: string): Promise<void> {
      await db.query(`DELETE FROM upload_reservations WHERE id = $1`, [id]);
    },

    async deleteReservationsUpTo(createdAt: Date): Promise<void> {
      await db.query(`DELETE FROM upload_reservations WHERE created_at <= $1`, [createdAt]);
    },

    /**
     * Locks up to `limit` unattached uploads older than `olderThan`, oldest first, skipping rows
     * another transaction holds.
     */
    async lockUnattached(olderThan: Date, limit: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT f.id FROM files f WHERE f.created_at < $1 AND ${isUnattachedUpload('f')}
         ORDER BY f.created_at LIMIT ${Number(limit)} FOR UPDATE OF f SKIP LOCKED`,
        [olderThan],
      );
      return rows.map((row) => row.id);
    },

    /** Deletes those of the rows that are still unattached; answers their storage names. */
    async deleteUnattached(ids: string[]): Promise<string[]> {
      const rows = await db.query<{ storage_name: string }>(
        `DELETE FROM files f WHERE f.id = ANY($1::text[]) AND ${isUnattachedUpload('f')}
         RETURNING f.storage_name`,
        [ids],
      );
      return rows.map((row) => row.storage_name);
    },
  };
}
