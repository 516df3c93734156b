import crypto from 'node:crypto';
import os from 'node:os';
import { jobKinds } from './job-kinds';
import { backoffMs, enqueueJob } from './queue';
import { jobRepository } from './repository';
import type { JobContext, JobRegistry } from './types';

/** Longer than any job takes: a lease that runs out means its process died or hung. */
export const DEFAULT_LEASE_MS = 5 * 60_000;
const BATCH = 5;
/** A bound on one call's rounds, so a handler that keeps enqueuing due work cannot hold it forever. */
const MAX_ROUNDS = 200;

export interface JobOutcome {
  id: number;
  kind: string;
  key: string;
  outcome: 'done' | 'retry' | 'failed' | 'lost';
  summary?: string;
  error?: string;
}

export interface RunOptions {
  registry?: JobRegistry;
  /** Names this process's leases (default: host, pid and a random part). */
  holder?: string;
  leaseMs?: number;
  /** Only these kinds (default: every kind in the registry). */
  kinds?: readonly string[];
  /** Enqueue the recurring kinds' current occurrences first (default true). */
  schedule?: boolean;
}

export function newHolder(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
}

/** Enqueues each recurring kind's current occurrence; its key makes a second enqueue a no-op. */
export async function scheduleRecurring(ctx: JobContext, registry: JobRegistry = jobKinds): Promise<number> {
  const now = ctx.clock.now();
  let added = 0;
  for (const [kind, definition] of Object.entries(registry)) {
    if (!definition.recurring) continue;
    const occurrence = definition.recurring(now);
    const { enqueued } = await enqueueJob(ctx.db, {
      kind,
      key: occurrence.key,
      runAt: occurrence.runAt,
      payload: occurrence.payload,
      maxAttempts: definition.maxAttempts,
      now,
    });
    if (enqueued) added += 1;
  }
  return added;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Runs every job that is due (or whose lease ran out) until none is left, each under this
 * process's lease: any number of processes may call it at once and each job runs in one of them.
 * A failed attempt is retried after backoffMs(attempts) until the kind's maxAttempts.
 */
export async function runDueJobs(ctx: JobContext, options: RunOptions = {}): Promise<JobOutcome[]> {
  const registry = options.registry ?? jobKinds;
  const holder = options.holder ?? newHolder();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const kinds = [...(options.kinds ?? Object.keys(registry))].filter((kind) => kind in registry);
  const jobs = jobRepository(ctx.db);
  if (options.schedule !== false) await scheduleRecurring(ctx, registry);
  const outcomes: JobOutcome[] = [];
  for (let round = 0; round < MAX_ROUNDS && kinds.length > 0; round++) {
    const now = ctx.clock.now();
    const claimed = await jobs.claim({
      kinds,
      holder,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: BATCH,
    });
    if (claimed.length === 0) break;
    for (const job of claimed) {
      const base = { id: job.id, kind: job.kind, key: job.key };
      try {
        const summary = await registry[job.kind].run(job, ctx);
        const kept = await jobs.complete(job.id, holder, ctx.clock.now());
        outcomes.push({ ...base, outcome: kept ? 'done' : 'lost', summary: summary || undefined });
      } catch (error) {
        const message = errorText(error);
        const at = ctx.clock.now();
        const retryAt =
          job.attempts < job.maxAttempts ? new Date(at.getTime() + backoffMs(job.attempts)) : null;
        const kept = await jobs.fail(job.id, holder, message, retryAt, at);
        outcomes.push({ ...base, outcome: !kept ? 'lost' : retryAt ? 'retry' : 'failed', error: message });
        ctx.log.warn({ job: base, attempts: job.attempts, retryAt }, `job failed: ${message}`);
      }
    }
  }
  return outcomes;
}

export interface JobWorker {
  stop(): Promise<void>;
}

/**
 * The server's loop (JOBS_WORKER): runs the due jobs now and every `pollMs`, one pass at a time.
 * A pass that fails (database briefly away) is logged and the next one tries again.
 */
export function startJobWorker(ctx: JobContext, pollMs: number, options: RunOptions = {}): JobWorker {
  const holder = options.holder ?? newHolder();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const outcomes = await runDueJobs(ctx, { ...options, holder });
      for (const outcome of outcomes.filter((o) => o.outcome === 'done'))
        ctx.log.info(
          { job: outcome.key },
          `job done: ${outcome.kind}${outcome.summary ? ` (${outcome.summary})` : ''}`,
        );
    } catch (error) {
      ctx.log.error({ err: error }, 'job pass failed');
    }
  };
  const tick = () => {
    if (stopped) return;
    current = pass().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, pollMs);
      timer.unref();
    });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
