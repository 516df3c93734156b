import pg from 'pg';
import { createEmptyPostgres } from '@server/test-support/databases';
import type { ChangeBus } from './pg-bus';
import { createPgBus } from './pg-bus';

/**
 * The bus's promise (docs/scale.md, sessions): a publish answers only once every
 * listening process has run its handlers for the message, not merely once PostgreSQL has queued
 * it, so the call that revoked a session answers after every other process emptied its cache.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePostgres = adminUrl ? describe : describe.skip;

describePostgres(
  adminUrl ? 'change bus [postgres]' : 'change bus [postgres: NOT RUN, set TEST_DATABASE_URL to run it]',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
    const pools: pg.Pool[] = [];
    const buses: ChangeBus[] = [];

    /** One process's side: its own pool and listening connection, as each server has. */
    function bus(): ChangeBus {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      pools.push(pool);
      const made = createPgBus(database.url, pool);
      buses.push(made);
      return made;
    }

    beforeAll(async () => {
      database = await createEmptyPostgres(adminUrl!, 'bus');
    }, 60_000);

    afterEach(async () => {
      for (const each of buses.splice(0)) await each.close();
      for (const pool of pools.splice(0)) await pool.end();
    });

    afterAll(async () => {
      await database?.drop();
    }, 30_000);

    it('a publish resolves after every listening process has handled the message', async () => {
      const a = bus();
      const b = bus();
      const c = bus();
      const heard: string[] = [];
      await a.subscribe('portal_test_channel', () => void heard.push('a'));
      // A process slow to act on it (a busy event loop stands for the same).
      await b.subscribe('portal_test_channel', async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        heard.push(`b:${payload}`);
      });
      // A process listening for other messages acknowledges this one all the same.
      await c.subscribe('portal_other_channel', () => void heard.push('c'));

      const started = Date.now();
      await a.publish('portal_test_channel', 'revoked');
      const took = Date.now() - started;

      expect(heard.sort()).toEqual(['a', 'b:revoked']);
      expect(took).toBeGreaterThanOrEqual(300);
      // Answered by the acknowledgements, not by the time-out that covers a vanished process.
      expect(took).toBeLessThan(1_500);
    }, 30_000);

    it('a bus that does not listen is not waited for, and its message still reaches the others', async () => {
      const listening = bus();
      const silent = bus();
      const heard: string[] = [];
      await listening.subscribe('portal_test_channel', (payload) => void heard.push(payload));
      const started = Date.now();
      await silent.publish('portal_test_channel', 'from-silent');
      await listening.publish('portal_test_channel', 'from-listening');
      expect(Date.now() - started).toBeLessThan(1_500);
      // Delivered in order: the first had been handled by the time the second was acknowledged.
      expect(heard).toEqual(['from-silent', 'from-listening']);
    }, 30_000);
  },
);
