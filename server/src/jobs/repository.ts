import type { Queryable } from '@server/db/database';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  leaseHolder: string | null;
  leaseExpiresAt: Date | null;
  lastError: string | null;
  finishedAt: Date | null;
}

const COLUMNS = `id, kind, dedupe_key AS "key", payload, status, run_at AS "runAt", attempts,
  max_attempts AS "maxAttempts", lease_holder AS "leaseHolder", lease_expires_at AS "leaseExpiresAt",
  last_error AS "lastError", finished_at AS "finishedAt"`;

export interface NewJob {
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
  maxAttempts: number;
  now: Date;
}

/** The job table (migration 130): every statement takes the time from the caller's clock. */
export function jobRepository(db: Queryable) {
  return {
    /** The new job's id, or null when a job with this dedupe key exists (in any state). */
    async insert(job: NewJob): Promise<number | null> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO job (kind, dedupe_key, payload, run_at, max_attempts, created_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING id`,
        [job.kind, job.key, JSON.stringify(job.payload), job.runAt, job.maxAttempts, job.now],
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Leases up to `limit` jobs of the given kinds that are due, or whose holder's lease ran out
     * (a process that crashed or hung). One statement: rows another process is claiming at the
     * same moment are skipped (SKIP LOCKED), and a claimed row no longer matches for anyone else.
     */
    async claim(claim: {
      kinds: string[];
      holder: string;
      now: Date;
      leaseUntil: Date;
      limit: number;
    }): Promise<JobRow[]> {
      return db.query<JobRow>(
        `UPDATE job SET status = 'running', attempts = attempts + 1, lease_holder = $2,
           lease_expires_at = $4
         WHERE id IN (
           SELECT id FROM job
           WHERE kind = ANY($1::text[])
             AND ((status = 'pending' AND run_at <= $3) OR (status = 'running' AND lease_expires_at <= $3))
           ORDER BY run_at, id
           LIMIT $5
           FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [claim.kinds, claim.holder, claim.now, claim.leaseUntil, claim.limit],
      );
    },

    /** Done, if this holder still holds the lease (false: another process took it over). */
    async complete(id: number, holder: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE job SET status = 'done', finished_at = $3, lease_holder = NULL, lease_expires_at = NULL,
           last_error = NULL
         WHERE id = $1 AND lease_holder = $2 AND status = 'running'
         RETURNING id`,
        [id, holder, now],
      );
      return rows.length > 0;
    },

    /** Back to pending at `retryAt`, or failed for good when retryAt is null. */
    async fail(id: number, holder: string, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE job SET status = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
           run_at = COALESCE($4::timestamptz, run_at), last_error = $3,
           finished_at = CASE WHEN $4::timestamptz IS NULL THEN $5::timestamptz ELSE NULL END,
           lease_holder = NULL, lease_expires_at = NULL
         WHERE id = $1 AND lease_holder = $2 AND status = 'running'
         RETURNING id`,
        [id, holder, error, retryAt, now],
      );
      return rows.length > 0;
    },

    async byKey(key: string): Promise<JobRow | null> {
      const rows = await db.query<JobRow>(`SELECT ${COLUMNS} FROM job WHERE dedupe_key = $1`, [key]);
      return rows[0] ?? null;
    },

    async byKeyPrefix(prefix: string): Promise<JobRow[]> {
      return db.query<JobRow>(`SELECT ${COLUMNS} FROM job WHERE starts_with(dedupe_key, $1) ORDER BY id`, [
        prefix,
      ]);
    },
  };
}
