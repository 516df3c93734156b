import { createPgDatabase } from '@server/db/pg-database';
import type { Database } from '@server/db/database';
import { runMigrations } from '@server/db/migrate';
import { createEmptyPostgres, createTestPglite } from '@server/test-support/databases';

export interface TwoWorkers {
  /** What the first worker uses. */
  first: Database;
  /** The second worker's: another pool on PostgreSQL; on PGlite (one connection) the same database. */
  second: Database;
  close(): Promise<void>;
}

/**
 * Runs the block on a fresh PGlite and, with TEST_DATABASE_URL, on a fresh PostgreSQL database
 * reached through two separate pools, as two server processes would.
 */
export function jobTestDatabases(name: string, body: (open: () => Promise<TwoWorkers>) => void) {
  describe(`${name} [pglite]`, () =>
    body(async () => {
      const db = await createTestPglite();
      return { first: db, second: db, close: () => db.close() };
    }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Skipped only because no PostgreSQL server was given (TEST_DATABASE_URL), as in databases.ts:
    // the name says so in the report. CI sets it.
    describe.skip(`${name} [postgres: NOT RUN, set TEST_DATABASE_URL to run it]`, () =>
      body(async () => {
        throw new Error('not run');
      }));
    return;
  }
  describe(`${name} [postgres]`, () =>
    body(async () => {
      const created = await createEmptyPostgres(adminUrl, 'jobs');
      const first = await createPgDatabase(created.url, 4);
      await runMigrations(first);
      const second = await createPgDatabase(created.url, 4);
      return {
        first,
        second,
        close: async () => {
          await Promise.all([first.close(), second.close()]);
          await created.drop();
        },
      };
    }));
}
