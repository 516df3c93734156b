/**
 * `npm run bench:insights`: requests per second, p50 and p99 latency of the performance-insights and
 * exclusive-incentives reads at 50 connections over loopback, with the full demo data, on PGlite
 * (on disk) and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set. Goal: zero errors,
 * p99 < 50 ms.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { INSIGHTS_API } from '../contract/insights-constants';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Database } from '../server/src/db/database';
import { createPgDatabase } from '../server/src/db/pg-database';
import { createPgliteDatabase } from '../server/src/db/pglite-database';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo-accounts';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const now = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const CALLS = [
  {
    call: 'insights/query.json, last full month, all countries',
    path: INSIGHTS_API.query,
    body: { year: previous.getUTCFullYear(), month: pad(previous.getUTCMonth() + 1) },
  },
  {
    call: 'insights/query.json, month to date, 2 countries, local currency',
    path: INSIGHTS_API.query,
    body: {
      year: now.getUTCFullYear(),
      month: pad(now.getUTCMonth() + 1),
      countries: ['JP', 'SG'],
      currency: 'LOCAL',
    },
  },
  { call: 'bi/exclusiveIncentives.json', path: INSIGHTS_API.exclusiveIncentives, body: {} },
];

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

async function benchOne(label: string, db: Database, dataDir: string): Promise<string[][]> {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
    rateLimitIpMax: 1_000_000,
  };
  const app = await buildApp({ db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${address}/api/spportal/auth/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@gcash.demo', password: DEMO_PASSWORD }),
    });
    const token = /ctoken=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error('bench sign-in failed');
    const rows: string[][] = [];
    for (const c of CALLS) {
      const base = {
        url: `${address}${c.path}`,
        method: 'POST',
        headers: { ctoken: token, 'content-type': 'application/json' },
        body: JSON.stringify(c.body),
        connections: CONNECTIONS,
        workers: 1,
      };
      await autocannon({ ...base, duration: 2 }); // warm-up
      const r = await autocannon({ ...base, duration: DURATION_S });
      const errors = r.errors + r.timeouts + r.non2xx;
      rows.push([
        label,
        c.call,
        String(Math.round(r.requests.average)),
        String(r.latency.p50),
        String(r.latency.p99),
        String(errors),
        r.latency.p99 < 50 && errors === 0 ? 'yes' : 'NO',
      ]);
    }
    return rows;
  } finally {
    await app.close();
  }
}

async function main() {
  const rows: string[][] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-insights-'));
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
      rows.push(['PostgreSQL', 'NOT RUN (set DATABASE_URL or TEST_DATABASE_URL)', '', '', '', '', '']);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nInsights API bench: ${CONNECTIONS} connections, ${DURATION_S} s per call, ${os.cpus().length} CPUs\n`,
  );
  const header = ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'p99 < 50 ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((t) => t[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
