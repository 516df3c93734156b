import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { BuildAppOptions } from '@server/app';
import { buildApp } from '@server/app';
import type { ManualClock } from '@server/clock';
import { createManualClock } from '@server/clock';
import type { Config } from '@server/config';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/database';
import { listMigrations, runMigrations } from '@server/db/migrate';
import { createPgDatabase } from '@server/db/pg-database';
import { createPgliteDatabase } from '@server/db/pglite-database';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestContext {
  /** The app built once for this file and database kind (available inside tests and hooks). */
  app(): FastifyInstance;
  clock: ManualClock;
  kind: DatabaseKind;
  /** DATA_DIR of this app (a fresh temporary directory). */
  dataDir(): string;
}

export interface TestAppOptions {
  /** Overrides; a function is called in beforeAll (after the file's own earlier hooks). */
  config?: Partial<Config> | (() => Partial<Config>);
  mailer?: BuildAppOptions['mailer'];
  /** Default: partners and users only (fast); `true` adds the overview data. */
  seed?: boolean | readonly string[];
  serveClient?: boolean;
}

const HOOK_TIMEOUT = 60_000;
export const CORE_SEED = ['partners', 'users'] as const;

/**
 * Identifies the current set of migrations: a database made from a template of that name has
 * every migration applied, and buildApp's own runMigrations then finds nothing to do. Applying
 * the migrations once per run instead of once per test file and database is most of the server
 * suite's set-up time.
 */
const migrationsKey = crypto
  .createHash('sha256')
  .update(JSON.stringify(listMigrations()))
  .digest('hex')
  .slice(0, 12);

/** A fresh in-memory PGlite with every migration applied (from a snapshot kept in the OS temp dir). */
export async function createTestPglite(): Promise<Database> {
  const snapshot = path.join(os.tmpdir(), `portal-pglite-migrated-${migrationsKey}.tar`);
  const options = { initSnapshot: true, localRealm: true };
  if (fs.existsSync(snapshot)) return createPgliteDatabase(undefined, { ...options, snapshot });
  const db = await createPgliteDatabase(undefined, options);
  await runMigrations(db);
  await db.dumpTo(snapshot);
  return db;
}

/**
 * The migrated template database on the TEST_DATABASE_URL server, made once per set of migrations.
 * Templates of older sets are left alone (another checkout's run may be using one); they are small
 * and `DROP DATABASE` removes them.
 */
async function ensurePostgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const template = `portal_template_${migrationsKey}`;
  // One jest worker makes it while the others wait (session-level advisory lock on the server).
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return template;
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const db = await createPgDatabase(url.toString(), 1);
    try {
      await runMigrations(db);
    } catch (error) {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      throw error;
    }
    await db.close();
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/**
 * An empty, uniquely named database on the TEST_DATABASE_URL server, for tests that migrate it
 * themselves or start real server processes on it: its URL, and a function that drops it.
 */
export async function createEmptyPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh, uniquely named database on the TEST_DATABASE_URL server; dropped by the returned function. */
async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const name = `portal_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await ensurePostgresTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createPgDatabase(url.toString(), 5);
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Cheaper scrypt in tests (still real scrypt, same code path, same cost for known and unknown emails). */
export const TEST_SCRYPT_N = 1024;

/** Test configuration: quiet, generous limits unless a test asks otherwise, own DATA_DIR. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT_IP_MAX: '100000',
      CLAIM_SUBMIT_PER_HOUR: '1000',
    }),
    scryptN: TEST_SCRYPT_N,
    ...overrides,
  };
}

function defineSuite(
  kind: DatabaseKind,
  name: string,
  body: (ctx: TestContext) => void,
  options: TestAppOptions,
) {
  let app: FastifyInstance | null = null;
  let dir = '';
  let drop: (() => Promise<void>) | null = null;
  const clock = createManualClock(new Date('2026-03-02T09:00:00.000Z'));
  const ctx: TestContext = {
    kind,
    clock,
    app: () => {
      if (!app) throw new Error('app not built yet');
      return app;
    },
    dataDir: () => dir,
  };

  describe(`${name} [${kind}]`, () => {
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${kind}-`));
      let db: Database;
      if (kind === 'postgres') {
        const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
        db = created.db;
        drop = created.drop;
      } else {
        db = await createTestPglite();
      }
      app = await buildApp({
        db,
        clock,
        config: testConfig(dir, typeof options.config === 'function' ? options.config() : options.config),
        mailer: options.mailer,
        seed: options.seed ?? CORE_SEED,
        serveClient: options.serveClient,
      });
    }, HOOK_TIMEOUT);

    afterAll(async () => {
      await app?.close();
      await drop?.();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }, HOOK_TIMEOUT);

    body(ctx);
  });
}

/**
 * Runs a block of tests once against a fresh in-memory PGlite and once against a fresh
 * PostgreSQL database (created on TEST_DATABASE_URL, dropped afterwards). Without
 * TEST_DATABASE_URL the PostgreSQL block is reported as skipped, with the reason in its name.
 */
export function describeWithDatabases(
  name: string,
  body: (ctx: TestContext) => void,
  options: TestAppOptions = {},
) {
  defineSuite('pglite', name, body, options);
  if (process.env.TEST_DATABASE_URL) {
    defineSuite('postgres', name, body, options);
  } else {
    // Skipped only because no PostgreSQL server was given (TEST_DATABASE_URL); the name says so in
    // the report, so a run without it never passes for a run on both databases. CI sets it.
    describe.skip(`${name} [postgres: NOT RUN, set TEST_DATABASE_URL to run it]`, () => {
      body({
        kind: 'postgres',
        clock: createManualClock(),
        app: () => {
          throw new Error('not run');
        },
        dataDir: () => '',
      });
    });
  }
}
