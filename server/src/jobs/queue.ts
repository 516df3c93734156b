import type { Queryable } from '@server/db/database';
import { jobRepository } from './repository';

export const DEFAULT_MAX_ATTEMPTS = 5;
/** First retry after 30 s, then 1, 2, 4 ... minutes, never more than an hour apart. */
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

export interface EnqueueRequest {
  kind: string;
  /** Unique across all jobs, done ones included: a second enqueue with the same key is refused. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
  /** The enqueuer's clock (created_at). */
  now: Date;
}

/** Adds a job unless one with the same dedupe key exists: `enqueued` says which. */
export async function enqueueJob(
  db: Queryable,
  request: EnqueueRequest,
): Promise<{ enqueued: boolean; id: number | null }> {
  const id = await jobRepository(db).insert({
    kind: request.kind,
    key: request.key,
    runAt: request.runAt,
    payload: request.payload ?? {},
    maxAttempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    now: request.now,
  });
  return { enqueued: id !== null, id };
}

/** Wait before the next try after `attempts` failed ones (exponential, capped). */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}
