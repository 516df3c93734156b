/**
 * `npm run bench:api`: requests per second, p50 and p99 latency and errors of every read call the
 * screens make (overview, performance insights, exclusive incentives, calendar, documents and
 * contracts, operation log, account, notifications, merchants, featured list, staff reads) plus
 * one write, at 50 connections over loopback with the full demo data, on PGlite (on disk, as
 * `npm start` runs it) and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a database
 * of its own is created and dropped). Goal: zero errors, p99 < 50 ms on PostgreSQL and < 100 ms on
 * PGlite. Beside the latencies it prints the CPU each request cost the server's main thread and
 * (PostgreSQL) the database's backends, read from /proc: on a shared machine the latencies follow
 * the other work, the CPU per request hardly does, so compare changes by it.
 *
 * BENCH_SECONDS (default 5) sets the measured time per call, BENCH_ONLY=<text>[,<text>...] keeps
 * the calls whose name contains one of them, BENCH_DB=pglite|postgres runs one database only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DOCUMENT_API } from '../contract/document/constants';
import { EXCLUSIVE_INCENTIVES_API } from '../contract/exclusive-incentives/constants';
import { INSIGHTS_API } from '../contract/insights/constants';
import { CALENDAR_API } from '../contract/calendar/constants';
import { CAROUSEL_API } from '../contract/carousel/constants';
import { CONFIG_API } from '../contract/config/constants';
import { FEATURED_API } from '../contract/featured/constants';
import { GROWTH_API } from '../contract/growth/constants';
import { DF_PARTNER_API, DF_API } from '../contract/df/constants';
import { MERCHANT_API } from '../contract/merchant/constants';
import { NOTIFICATION_API } from '../contract/notification/constants';
import { STAFF_USER_API } from '../contract/staff-user/constants';
import {
  CONFIG_STAFF_API,
  CAROUSEL_STAFF_API,
  DOCUMENT_STAFF_API,
} from '../contract/staff-content/constants';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Database } from '../server/src/db/database';
import { createPgDatabase } from '../server/src/db/pg-database';
import { createPgliteDatabase, type PgliteDatabase } from '../server/src/db/pglite-database';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { ACCOUNT_API } from '../contract/account/constants';
import { ACCOUNT_MANAGEMENT_API } from '../contract/account-management/constants';
import { AUTH_API } from '../contract/auth/constants';
import { OPERATION_LOG_API } from '../contract/operation-log/constants';
import { PARAMETER_API } from '../contract/parameter/constants';
import { PARTNER_API } from '../contract/partner/constants';
import { EVENT_API } from '../contract/event/constants';
import { FILE_API } from '../contract/file/constants';
import { MONITOR_API } from '../contract/monitor/constants';

// autocannon ships no types; this is the part we use.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

const CONNECTIONS = 50;
/** Lists are asked for as the screens ask (src/shared/request/request-defaults.ts). */
const PAGE_SIZE = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const PARTNER = 'ops@gcash.demo';
const STAFF = 'staff@partner-portal.demo';

interface Call {
  name: string;
  path: string;
  body?: unknown;
  /** GET instead of POST JSON. */
  get?: boolean;
  /** The answer is a file, not the JSON envelope. */
  binary?: boolean;
  as: 'partner' | 'staff';
}

const now = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const lastYear = lastMonth.getUTCFullYear();
const lastMonthNo = pad(lastMonth.getUTCMonth() + 1);

const ALL_CALLS: Call[] = [
  // Shell and account.
  { name: 'account/user.json (GET)', path: ACCOUNT_API.user, get: true, as: 'partner' },
  {
    name: 'show/parameter.json',
    path: PARAMETER_API.parameter,
    body: { type: 'SP_PORTAL_USER' },
    as: 'partner',
  },
  { name: 'account/signInSummary.json', path: ACCOUNT_MANAGEMENT_API.signInSummary, as: 'partner' },
  { name: 'auth/sessions.json', path: AUTH_API.sessions, as: 'partner' },
  // Overview.
  { name: 'notification/count.json', path: NOTIFICATION_API.count, as: 'partner' },
  {
    name: 'notification/query.json',
    path: NOTIFICATION_API.query,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'partner',
  },
  { name: 'carousel/query.json', path: CAROUSEL_API.query, as: 'partner' },
  { name: 'incentive/query.json', path: DF_PARTNER_API.query, as: 'partner' },
  {
    name: 'incentive/pageQuery.json',
    path: DF_PARTNER_API.pageQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'partner',
  },
  {
    name: 'merchant/top.json',
    path: MERCHANT_API.top,
    body: { year: lastYear, month: lastMonthNo, limit: 10 },
    as: 'partner',
  },
  {
    name: 'merchant/query.json',
    path: MERCHANT_API.query,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'partner',
  },
  {
    name: 'merchantName/query.json',
    path: MERCHANT_API.nameQuery,
    body: { keyword: 'ma', limit: 10 },
    as: 'partner',
  },
  { name: 'growth/query.json', path: GROWTH_API.query, as: 'partner' },
  {
    name: 'calendar/queryYear.json',
    path: CALENDAR_API.queryYear,
    body: { year: now.getUTCFullYear() },
    as: 'partner',
  },
  {
    name: 'config/queryOne.json',
    path: CONFIG_API.queryOne,
    body: { key: 'calendar.publishedRange' },
    as: 'partner',
  },
  { name: 'featured/list.json', path: FEATURED_API.list, as: 'partner' },
  // Performance insights and exclusive incentives.
  {
    name: 'insights/query.json, last month, all countries',
    path: INSIGHTS_API.query,
    body: { year: lastYear, month: lastMonthNo },
    as: 'partner',
  },
  {
    name: 'insights/query.json, this month, JP+SG, local',
    path: INSIGHTS_API.query,
    body: {
      year: now.getUTCFullYear(),
      month: pad(now.getUTCMonth() + 1),
      countries: ['JP', 'SG'],
      currency: 'LOCAL',
    },
    as: 'partner',
  },
  { name: 'bi/exclusiveIncentives.json', path: EXCLUSIVE_INCENTIVES_API.overview, as: 'partner' },
  // Documents and contracts.
  {
    name: 'contract/query.json',
    path: DOCUMENT_API.contractQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'partner',
  },
  {
    name: 'insight/query.json',
    path: DOCUMENT_API.insightQuery,
    body: { type: 'Newsletter', pageNum: 1, pageSize: PAGE_SIZE },
    as: 'partner',
  },
  {
    name: 'insight/latest.json',
    path: DOCUMENT_API.insightLatest,
    body: { type: 'QBR' },
    as: 'partner',
  },
  // Operation log.
  {
    name: 'operationLog/query.json',
    path: OPERATION_LOG_API.query,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'partner',
  },
  { name: 'operationLog/filters.json', path: OPERATION_LOG_API.filters, as: 'partner' },
  // Staff reads.
  {
    name: 'iboss/user/pageQuery.json',
    path: STAFF_USER_API.pageQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'staff',
  },
  { name: 'iboss/df/budgetQuery.json', path: DF_API.budgetQuery, as: 'staff' },
  {
    name: 'iboss/df/claimPageQuery.json',
    path: DF_API.claimPageQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'staff',
  },
  {
    name: 'iboss/document/list.json, contracts',
    path: DOCUMENT_STAFF_API.list,
    body: { kinds: ['CONTRACT'], pageNum: 1, pageSize: PAGE_SIZE },
    as: 'staff',
  },
  {
    name: 'iboss/document/list.json, insights',
    path: DOCUMENT_STAFF_API.list,
    body: { kinds: ['NEWSLETTER', 'QBR'], pageNum: 1, pageSize: PAGE_SIZE },
    as: 'staff',
  },
  {
    name: 'iboss/carousel/list.json',
    path: CAROUSEL_STAFF_API.carouselList,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    as: 'staff',
  },
  { name: 'iboss/settings/list.json', path: CONFIG_STAFF_API.settingsList, as: 'staff' },
  { name: 'iboss/content/partners.json', path: CONFIG_STAFF_API.partners, as: 'staff' },
  // One write: mark every notification read (an update and an operation-log row per call).
  {
    name: 'WRITE notification/update.json (all read)',
    path: NOTIFICATION_API.update,
    body: { all: true, status: 'READ' },
    as: 'partner',
  },
];
const selected = (c: Call) => {
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  return !only?.length || only.some((part) => c.name.includes(part));
};

async function post<T>(address: string, token: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { ctoken: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * The reads that take the id of a seeded object (detail pages, a document's readers, a file) and
 * the session reads the screens poll, with ids looked up once after sign-in.
 */
async function seededCalls(address: string, tokens: Record<Call['as'], string>): Promise<Call[]> {
  const [carousel, featured, contracts, claims, documents, partner] = await Promise.all([
    post<{ carouselList: { id: string }[] }>(address, tokens.partner, CAROUSEL_API.query),
    post<{ eventList: { id: string }[] }>(address, tokens.partner, FEATURED_API.list),
    post<{ contractList: { documentId: string }[] }>(address, tokens.partner, DOCUMENT_API.contractQuery, {
      pageNum: 1,
      pageSize: PAGE_SIZE,
    }),
    post<{ claimList: { claimId: string }[] }>(address, tokens.staff, DF_API.claimPageQuery, {
      pageNum: 1,
      pageSize: PAGE_SIZE,
    }),
    post<{ documentList: { documentId: string }[] }>(address, tokens.staff, DOCUMENT_STAFF_API.list, {
      kinds: ['CONTRACT'],
      pageNum: 1,
      pageSize: PAGE_SIZE,
    }),
    post<{ webRequest: { partner: { logoUrl: string | null } } }>(
      address,
      tokens.partner,
      PARTNER_API.defaultPartner,
    ),
  ]);
  // The logo every screen's header shows: a public file, by its path on this server.
  const logo = new URL(partner.webRequest.partner.logoUrl ?? '', address);
  const contractId = contracts.contractList[0].documentId;
  const detail = await post<{
    contract: { versions: { file: { fileUrl: string; fileName: string; fileContentType: string } }[] };
  }>(address, tokens.partner, DOCUMENT_API.contractDetail, { contractId });
  const file = detail.contract.versions[0].file;
  const download = new URLSearchParams({
    fileName: file.fileName,
    fileUrl: file.fileUrl,
    fileContentType: file.fileContentType,
    fileContentDisposition: 'inline',
  });
  const today = new Date().toISOString().slice(0, 10);
  return [
    { name: 'partner/default.json', path: PARTNER_API.defaultPartner, as: 'partner' },
    { name: 'admin/account.json', path: PARTNER_API.adminAccount, as: 'partner' },
    { name: 'auth/sessionStatus.json', path: AUTH_API.sessionStatus, as: 'partner' },
    {
      name: 'carousel/detail.json',
      path: CAROUSEL_API.detail,
      body: { id: carousel.carouselList[0].id },
      as: 'partner',
    },
    {
      name: 'event/detail.json',
      path: EVENT_API.detail,
      body: { id: featured.eventList[0].id },
      as: 'partner',
    },
    { name: 'contract/detail.json', path: DOCUMENT_API.contractDetail, body: { contractId }, as: 'partner' },
    {
      name: 'file/download.json (PDF, GET)',
      path: `${FILE_API.download}?${download.toString()}`,
      get: true,
      binary: true,
      as: 'partner',
    },
    {
      name: 'file/public (partner logo, GET)',
      path: `${logo.pathname}${logo.search}`,
      get: true,
      binary: true,
      as: 'partner',
    },
    {
      name: 'iboss/df/claimDetail.json',
      path: DF_API.claimDetail,
      body: { claimId: claims.claimList[0].claimId },
      as: 'staff',
    },
    {
      name: 'iboss/document/readers.json',
      path: DOCUMENT_STAFF_API.readers,
      body: { documentId: documents.documentList[0].documentId },
      as: 'staff',
    },
    {
      name: 'iboss/monitor/usage.json',
      path: MONITOR_API.usage,
      body: { startDate: today, endDate: today },
      as: 'staff',
    },
  ];
}

interface Row {
  database: string;
  call: string;
  queries: number;
  /** CPU of the server's main thread per request. */
  cpuMs: number;
  /** CPU of the database per request: the PostgreSQL backends serving the bench, or PGlite's thread. */
  dbCpuMs: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  goalMs: number;
}

const TICK_MS = 10; // Linux USER_HZ: /proc CPU times count hundredths of a second.

/** User plus system CPU ticks of a thread or process from its /proc stat file (0 once it is gone). */
function cpuTicks(statFile: string): number {
  try {
    const stat = fs.readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime and stime, fields 14 and 15 of proc(5)
  } catch {
    return 0;
  }
}

/**
 * CPU used by the server's main thread and by the database while a call is measured: the
 * PostgreSQL backends of the bench database, or PGlite's worker thread (db/pglite-database.ts). A
 * per-request cost that other work on the machine hardly changes, unlike the latencies (the
 * figures to compare before and after a change on a shared machine).
 */
class CpuMeter {
  private main = 0;
  private db = new Map<string, number>();
  constructor(
    private readonly pgAdmin: pg.Client | null,
    private readonly dbName: string | null,
    private readonly dbThread: number | null,
  ) {}

  /** The /proc stat files of the database's processes or thread. */
  private async dbStatFiles(): Promise<string[]> {
    if (this.dbThread !== null) return [`/proc/self/task/${this.dbThread}/stat`];
    if (!this.pgAdmin) return [];
    const rows = await this.pgAdmin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [this.dbName],
    );
    return rows.rows.map((r) => `/proc/${r.pid}/stat`);
  }

  async start(): Promise<void> {
    this.main = cpuTicks(`/proc/self/task/${process.pid}/stat`);
    this.db = new Map((await this.dbStatFiles()).map((file) => [file, cpuTicks(file)]));
  }

  /** Milliseconds of CPU per request since start(): the main thread's, and the database's. */
  async stop(requests: number): Promise<{ cpuMs: number; dbCpuMs: number }> {
    const main = cpuTicks(`/proc/self/task/${process.pid}/stat`) - this.main;
    let db = 0;
    for (const file of await this.dbStatFiles()) db += cpuTicks(file) - (this.db.get(file) ?? 0);
    const per = (ticks: number) => Math.round((ticks * TICK_MS * 100) / Math.max(requests, 1)) / 100;
    return { cpuMs: per(main), dbCpuMs: per(db) };
  }
}

async function withPostgres(url: string): Promise<{ db: Database; name: string; drop: () => Promise<void> }> {
  const name = `portal_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createPgDatabase(target.toString());
  return {
    db,
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A kept-alive connection the loaded server dropped fails once; the call itself is then retried. */
async function fetchRetried(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function signIn(address: string, email: string): Promise<string> {
  const login = await fetch(`${address}${AUTH_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = /ctoken=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`bench sign-in of ${email} failed: ${await login.text()}`);
  return token;
}

/** The database with a count of the statements sent (queries per request, from the checked call). */
function counting(db: Database): Database & { statements: number } {
  const counted: Database & { statements: number } = {
    statements: 0,
    kind: db.kind,
    query: (sql, params) => {
      counted.statements += 1;
      return db.query(sql, params);
    },
    tx: (fn) =>
      db.tx((q) =>
        fn({
          query: (sql, params) => {
            counted.statements += 1;
            return q.query(sql, params);
          },
        }),
      ),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  return counted;
}

async function benchOne(
  label: string,
  raw: Database,
  dataDir: string,
  goalMs: number,
  postgres: { url: string; name: string } | null = null,
): Promise<Row[]> {
  const db = counting(raw);
  const config = {
    // NODE_ENV=test: a production server refuses the published demo password the bench signs in
    // with (config.ts, acceptsDemoPassword). The request path is the same otherwise.
    ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: '1' }),
    rateLimitIpMax: 1_000_000,
  };
  // Logging as `npm start` logs (one line per request), into /dev/null.
  const logger = { level: config.logLevel, stream: fs.createWriteStream('/dev/null') };
  const app = await buildApp({ db, config, logger });
  const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const pgAdmin = postgres ? new pg.Client({ connectionString: postgres.url }) : null;
  await pgAdmin?.connect();
  const dbThread = 'threadId' in raw ? await (raw as PgliteDatabase).threadId() : null;
  const meter = new CpuMeter(pgAdmin, postgres?.name ?? null, dbThread);
  try {
    const tokens = { partner: await signIn(address, PARTNER), staff: await signIn(address, STAFF) };
    const rows: Row[] = [];
    const calls = [...ALL_CALLS, ...(await seededCalls(address, tokens))].filter(selected);
    for (const c of calls) {
      const base = {
        url: `${address}${c.path}`,
        method: c.get ? 'GET' : 'POST',
        headers: { ctoken: tokens[c.as], 'content-type': 'application/json' },
        body: c.get ? undefined : JSON.stringify(c.body ?? {}),
      };
      // One checked call first: a wrong body would otherwise measure a fast error. It runs
      // twice so that the count of statements is the warm one (session cached).
      await fetchRetried(base.url, base);
      // Requests of the previous load still in flight would be counted too: wait for quiet.
      for (let last = -1; db.statements !== last;) {
        last = db.statements;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      db.statements = 0;
      const check = await fetchRetried(base.url, base);
      const answer = (c.binary ? { success: check.ok } : await check.json()) as { success?: boolean };
      if (check.status !== 200 || answer.success === false)
        throw new Error(`${c.name} answered ${check.status} ${JSON.stringify(answer).slice(0, 200)}`);
      const queries = db.statements;
      const load = { ...base, connections: CONNECTIONS, workers: 1 };
      await autocannon({ ...load, duration: 1 }); // warm-up
      await meter.start();
      const r = await autocannon({ ...load, duration: DURATION_S });
      const cpu = await meter.stop(r.requests.total);
      rows.push({
        database: label,
        call: c.name,
        queries,
        ...cpu,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        goalMs,
      });
      process.stderr.write(`${label} ${c.name}: p99 ${r.latency.p99} ms\n`);
    }
    return rows;
  } finally {
    await pgAdmin?.end();
    await app.close();
  }
}

async function main() {
  const rows: Row[] = [];
  const notes: string[] = [];
  const only = process.env.BENCH_DB;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    if (only !== 'postgres') {
      const db = await createPgliteDatabase(path.join(tmp, 'pgdata'));
      rows.push(...(await benchOne('PGlite', db, tmp, 100)));
    }
    const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (only === 'pglite') {
      notes.push('PostgreSQL: NOT RUN (BENCH_DB=pglite).');
    } else if (url) {
      const { db, name, drop } = await withPostgres(url);
      try {
        rows.push(...(await benchOne('PostgreSQL', db, tmp, 50, { url, name })));
      } finally {
        await drop();
      }
    } else {
      notes.push('PostgreSQL: NOT RUN (set DATABASE_URL or TEST_DATABASE_URL to include it).');
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `\nAPI bench: ${CONNECTIONS} connections, ${DURATION_S} s per call, loopback, ${os.cpus().length} CPUs, ` +
      `load average ${load.join(' ')}\n`,
  );
  const header = [
    'database',
    'call',
    'queries',
    'cpu ms/req',
    'db cpu ms/req',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'goal',
  ];
  const table = rows.map((r) => [
    r.database,
    r.call,
    String(r.queries),
    r.cpuMs.toFixed(2),
    r.dbCpuMs.toFixed(2),
    String(r.rps),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.rps > 0 && r.p99 < r.goalMs && r.errors === 0 ? 'yes' : `NO (p99 < ${r.goalMs})`,
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
