import type { Database, Queryable } from '@server/db/database';
import { quietProgress } from '@server/progress-lines';
import type { Progress } from '@server/progress-lines';
import type { SeedContext } from './seed-context';
import { seedAlerts } from './alerts';
import { seedClaimRecords } from './df-claim-records';
import { seedClaimPaymentProofs } from './df-payment-proofs';
import { seedInsights } from './insights';
import { seedDocuments } from './document';
import { seedOperationLog } from './operation-log';
import { seedOverview } from './overview';
import { seedPartners } from './partner';
import { seedUsers } from './users';

type SeedStep = (db: Queryable, ctx: SeedContext) => Promise<void>;

/**
 * Ordered seed steps. Each runs once per database: its name is recorded in seed_runs, so
 * restarts never duplicate data and new steps run on existing databases.
 */
const STEPS: ReadonlyArray<[name: string, step: SeedStep]> = [
  ['partners', seedPartners],
  ['users', seedUsers],
  ['overview', seedOverview],
  ['claim-records', seedClaimRecords],
  ['claim-payment-proofs', seedClaimPaymentProofs],
  ['insights', seedInsights],
  ['documents', seedDocuments],
  ['operation-log', seedOperationLog],
  ['alerts', seedAlerts],
];

/**
 * Runs the pending steps (all, or only the named ones: tests that don't need overview data);
 * `progress` prints a line per step (npm start, db:reset).
 */
export async function runSeed(
  db: Database,
  ctx: SeedContext,
  only?: readonly string[],
  progress: Progress = quietProgress,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`SELECT name FROM seed_runs`);
  const done = new Set(rows.map((r) => r.name));
  const applied: string[] = [];
  for (const [name, step] of STEPS) {
    if (done.has(name) || (only && !only.includes(name))) continue;
    await progress(`Seeding ${name}`, () => step(db, ctx));
    await db.query(`INSERT INTO seed_runs (name) VALUES ($1)`, [name]);
    applied.push(name);
  }
  // The planner's statistics of the rows just written. PGlite has no autovacuum, so without this
  // it never has any and joins the figures row by row (the insights' movers: 228 index probes
  // where a hash join reads each table once, about 40 times the work); PostgreSQL would gather
  // them itself within a minute or so. Under a second on the demo data (docs/benchmarks.md); not
  // for the partial seeds of tests, which would only wait for it.
  if (applied.length > 0 && !only) await progress('Gathering statistics', () => db.exec('ANALYZE'));
  return applied;
}
