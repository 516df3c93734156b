import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeWithDatabases } from '@server/test-support/databases';
import { createPgliteDatabase } from './pglite-database';
import { listMigrations, runMigrations } from './migrate';
import { runSeed } from '@server/seed/run-seed';

describeWithDatabases('data layer', (ctx) => {
  test('both databases return the same JS types', async () => {
    const [row] = await ctx.app().db.query(
      `SELECT 42::int8 AS big, count(*) AS n, 1.50::numeric AS num, DATE '2026-03-02' AS day,
              TIMESTAMPTZ '2026-03-02T09:00:00Z' AS at, '{"a":[1,"x"]}'::jsonb AS doc, true AS yes, NULL::text AS nothing
       FROM partners`,
    );
    expect(row).toEqual({
      big: 42,
      n: 4,
      num: '1.50',
      day: '2026-03-02',
      at: new Date('2026-03-02T09:00:00Z'),
      doc: { a: [1, 'x'] },
      yes: true,
      nothing: null,
    });
    expect(row.at).toBeInstanceOf(Date);
  });

  test('Date parameters round-trip as timestamptz', async () => {
    const when = new Date('2026-07-01T12:34:56.789Z');
    const [row] = await ctx.app().db.query<{ at: Date }>(`SELECT $1::timestamptz AS at`, [when]);
    expect(row.at.toISOString()).toBe(when.toISOString());
  });

  test('a failed transaction leaves nothing behind; a committed one stays', async () => {
    const db = ctx.app().db;
    await expect(
      db.tx(async (q) => {
        await q.query(`INSERT INTO seed_runs (name) VALUES ('tx-rollback')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT name FROM seed_runs WHERE name = 'tx-rollback'`)).toEqual([]);
    await db.tx((q) => q.query(`INSERT INTO seed_runs (name) VALUES ('tx-commit')`));
    expect(await db.query(`SELECT name FROM seed_runs WHERE name = 'tx-commit'`)).toEqual([
      { name: 'tx-commit' },
    ]);
  });

  test('migrations are recorded and never run twice', async () => {
    const applied = await ctx
      .app()
      .db.query<{ version: string }>(`SELECT version FROM schema_migrations ORDER BY version`);
    expect(applied.map((m) => m.version)).toEqual(listMigrations().map((m) => m.version));
    expect(await runMigrations(ctx.app().db)).toEqual([]);
  });

  test('the seed runs once per database', async () => {
    const app = ctx.app();
    const again = await runSeed(
      app.db,
      { storage: app.storage, clock: app.clock, config: app.config, log: app.log },
      ['partners', 'users'],
    );
    expect(again).toEqual([]);
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    expect(n).toBe(6);
  });
});

const TEST_OPTIONS = { initSnapshot: true, localRealm: true };

describe('PGlite on disk', () => {
  test('committed data is still there after closing and reopening the data directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-disk-'));
    try {
      const first = await createPgliteDatabase(path.join(dir, 'pgdata'), TEST_OPTIONS);
      await runMigrations(first);
      await first.query(`INSERT INTO seed_runs (name) VALUES ('persisted')`);
      await first.close();
      const second = await createPgliteDatabase(path.join(dir, 'pgdata'), TEST_OPTIONS);
      expect(await runMigrations(second)).toEqual([]);
      expect(await second.query(`SELECT name FROM seed_runs`)).toEqual([{ name: 'persisted' }]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
