import { loadConfig } from '@server/config';
import { createEmptyPostgres } from '@server/test-support/databases';
import { openDatabase } from './open-database';

/**
 * DB_POOL_MAX is the PostgreSQL pool of each process (docs/scale.md): more calls at once
 * than that wait for a connection instead of opening more.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePostgres = adminUrl ? describe : describe.skip;

describePostgres(
  adminUrl ? 'DB_POOL_MAX [postgres]' : 'DB_POOL_MAX [postgres: NOT RUN, set TEST_DATABASE_URL to run it]',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyPostgres>>;

    beforeAll(async () => {
      database = await createEmptyPostgres(adminUrl!, 'pool');
    }, 60_000);

    afterAll(async () => {
      await database?.drop();
    }, 30_000);

    /** The distinct server processes (one per connection) that answered `calls` slow queries sent at once. */
    async function connectionsUsed(env: NodeJS.ProcessEnv, calls: number): Promise<number> {
      const db = await openDatabase(loadConfig({ ...env, DATABASE_URL: database.url, NODE_ENV: 'test' }));
      try {
        const answers = await Promise.all(
          Array.from({ length: calls }, () =>
            db.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)::text AS slept`),
          ),
        );
        return new Set(answers.map(([row]) => row.pid)).size;
      } finally {
        await db.close();
      }
    }

    it('a process opens at most DB_POOL_MAX connections for its calls', async () => {
      expect(await connectionsUsed({ DB_POOL_MAX: '3' }, 9)).toBe(3);
    }, 30_000);

    it('unset, the pool is 10', async () => {
      expect(await connectionsUsed({}, 14)).toBe(10);
    }, 30_000);
  },
);
