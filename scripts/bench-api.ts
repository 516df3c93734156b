/**
 * `npm run bench:api`: requests per second, p50 and p99 latency of the user call and the parameter
 * call at 50 connections over loopback, on PGlite (on disk, as `npm start` runs it) and on
 * PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set. Goal: zero errors, p99 < 50 ms.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Database } from '../server/src/db/database';
import { createPgDatabase } from '../server/src/db/pg-database';
import { createPgliteDatabase } from '../server/src/db/pglite-database';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo-accounts';

// autocannon ships no types; this is the part we use.
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  database: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function withPostgres(url: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const name = `portal_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createPgDatabase(target.toString(), 20);
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function benchOne(label: string, db: Database, dataDir: string): Promise<Row[]> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_CACHE_MS: process.env.SESSION_CACHE_MS,
    }),
    rateLimitIpMax: 1_000_000,
  };
  const app = await buildApp({ db, config, seed: ['partners', 'users'] });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${address}/api/spportal/auth/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@gcash.demo', password: DEMO_PASSWORD }),
    });
    const token = /ctoken=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error('bench sign-in failed');
    const calls = [
      { call: 'GET /ighome/api/account/user.json', method: 'GET', path: '/ighome/api/account/user.json' },
      {
        call: 'POST /api/spportal/show/parameter.json',
        method: 'POST',
        path: '/api/spportal/show/parameter.json',
        body: JSON.stringify({ type: 'SP_PORTAL_USER' }),
      },
    ];
    const rows: Row[] = [];
    for (const c of calls) {
      const base = {
        url: `${address}${c.path}`,
        method: c.method,
        headers: { ctoken: token, 'content-type': 'application/json' },
        body: c.body,
        connections: CONNECTIONS,
        // The load generator runs in its own thread so it doesn't compete with the server's event loop.
        workers: 1,
      };
      await autocannon({ ...base, duration: 2 }); // warm-up
      const result = await autocannon({ ...base, duration: DURATION_S });
      rows.push({
        database: label,
        call: c.call,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

async function main() {
  const rows: Row[] = [];
  const notes: string[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    rows.push(
      ...(await benchOne('PGlite (on disk)', await createPgliteDatabase(path.join(tmp, 'pgdata')), tmp)),
    );
    const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (url) {
      const { db, drop } = await withPostgres(url);
      try {
        rows.push(...(await benchOne('PostgreSQL', db, tmp)));
      } finally {
        await drop();
      }
    } else {
      notes.push('PostgreSQL: NOT RUN (set DATABASE_URL or TEST_DATABASE_URL to include it).');
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const cacheMs = loadConfig({ SESSION_CACHE_MS: process.env.SESSION_CACHE_MS }).sessionCacheMs;
  console.log(
    `\nAPI bench: ${CONNECTIONS} connections, ${DURATION_S} s per call, loopback, ${os.cpus().length} CPUs, ` +
      `session cache ${cacheMs ? `${cacheMs} ms` : 'off'} (SESSION_CACHE_MS)\n`,
  );
  const header = ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'p99 < 50 ms'];
  const table = rows.map((r) => [
    r.database,
    r.call,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.p99 < 50 && r.errors === 0 ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const t of table) console.log(line(t));
  for (const note of notes) console.log(`\n${note}`);
  console.log('');
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
