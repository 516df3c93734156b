/**
 * `npm run jobs -- <kind> --now`: runs one job of that kind now, by hand (a demo of the weekly
 * digest or the alerts), through the same registry and leases as the server's worker
 * (docs/server.md, "Jobs"). `npm run jobs -- due` runs whatever is due once, recurring kinds
 * included. With the embedded database it refuses while a server holds the data folder (the
 * database is one process's); with DATABASE_URL it runs beside any number of servers.
 */
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { heldMessage } from '@server/data-dir-lock';
import { openDatabase } from '@server/db/open-database';
import { jobKinds } from '@server/jobs/job-kinds';
import { enqueueJob } from '@server/jobs/queue';
import type { JobOutcome } from '@server/jobs/run';
import { runDueJobs } from '@server/jobs/run';
import type { JobRegistry } from '@server/jobs/types';

const USAGE = 'Usage: npm run jobs -- <kind> --now   (kinds: KINDS), or npm run jobs -- due';

/** What the command line asks for, or why it cannot be done (exit code 2). */
export function jobsRequest(
  args: readonly string[],
  registry: JobRegistry,
): { run: 'due' } | { run: 'now'; kind: string } | { refusal: string } {
  const usage = USAGE.replace('KINDS', Object.keys(registry).join(', ') || 'none registered');
  const [kind, ...rest] = args.filter((arg) => arg !== '--');
  if (kind === 'due' && rest.length === 0) return { run: 'due' };
  if (!kind || rest.join(' ') !== '--now') return { refusal: usage };
  if (!(kind in registry))
    return {
      refusal: `No ${kind} handler: the job kind "${kind}" is not registered in server/src/jobs/job-kinds.ts.\n${usage}`,
    };
  return { run: 'now', kind };
}

function describe(outcome: JobOutcome): string {
  const detail = outcome.summary ?? outcome.error ?? '';
  return `${outcome.kind} ${outcome.key}: ${outcome.outcome}${detail ? ` (${detail})` : ''}`;
}

async function main() {
  const request = jobsRequest(process.argv.slice(2), jobKinds);
  if ('refusal' in request) {
    console.error(request.refusal);
    process.exit(2);
  }
  const config = loadConfig();
  const held = config.databaseUrl ? null : heldMessage(config.dataDir, 'npm run jobs');
  if (held) {
    console.error(`${held}\n(With DATABASE_URL the jobs command runs beside the servers.)`);
    process.exit(1);
  }
  const db = await openDatabase(config);
  const app = await buildApp({ db, config, seed: false });
  const ctx = { db, mailer: app.mailer, clock: app.clock, config, log: app.log };
  try {
    if (request.run === 'now') {
      const now = app.clock.now();
      // A key of its own: a manual run never takes the place of the scheduled one.
      await enqueueJob(db, {
        kind: request.kind,
        key: `${request.kind}:manual:${now.toISOString()}`,
        runAt: now,
        payload: { manual: true },
        maxAttempts: jobKinds[request.kind].maxAttempts,
        now,
      });
    }
    const outcomes = await runDueJobs(ctx, { schedule: request.run === 'due' });
    if (outcomes.length === 0) console.log('No job was due.');
    for (const outcome of outcomes) console.log(describe(outcome));
    if (app.mailer.kind === 'outbox' && outcomes.length > 0)
      console.log(`Mail without SMTP_URL is kept in the outbox table and ${config.dataDir}/outbox/*.eml.`);
    if (outcomes.some((outcome) => outcome.outcome !== 'done')) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error('Jobs failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
