import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import type { Mailer } from '@server/plugins/mail-plugin';
import type { JobRow } from './repository';

export type { JobRow } from './repository';

/** What a job's handler works with: the same database, mailer and clock as the server's routes. */
export interface JobContext {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One occurrence of a recurring job: its dedupe key names the period, so it is enqueued once. */
export interface Occurrence {
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export interface JobKind {
  /**
   * Does the work; a thrown error is a failed attempt (retried with back-off up to maxAttempts).
   * What it returns is a short summary for the CLI and the log.
   */
  run(job: JobRow, ctx: JobContext): Promise<string | void>;
  /** Recurring kinds: the occurrence of the period that holds `now` (enqueued when due, once). */
  recurring?: (now: Date) => Occurrence;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
}

export type JobRegistry = Readonly<Record<string, JobKind>>;
