/**
 * `npm run bench:api`: requests per second, p50 and p99 latency and errors of every read call the
 * screens make (overview, performance insights, exclusive incentives, calendar, documents and
 * contracts, operation log, account, notifications, merchants, featured list, staff reads) plus
 * one write, at 50 connections over loopback with the full demo data, on PGlite (on disk, as
 * `npm start` runs it) and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a database
 * of its own is created and dropped).
 *
 * Every read runs twice (docs/benchmarks.md):
 * - COLD: a server with the figures cache off (FIGURES_CACHE_MS=0), the requests cycling through
 *   every partner account and the parameters the screens vary (months, years, pages, filters), so
 *   each answer is built from the database;
 * - WARM: the server as `npm start` runs it, one account asking one question (the figures cache
 *   answers the slow-changing figures after the first request).
 * The write marks one unread notification read per request, each request a different one of a
 * pool created for the run, and the bench checks afterwards that every request wrote its row.
 *
 * Goals (exit code 1 on a miss): zero errors; each read's p99 within 2x of `account/user.json`'s
 * p99 in the same run and mode (the cheapest signed-in call: what the server's own overhead
 * costs at this load), measured in BENCH_ROUNDS (default 3) pairs of a stretch of `user.json` just
 * before a stretch of the read, the median of the pairs' ratios deciding (the machine's other
 * work then weighs on both sides of each ratio); p99 < 50 ms on PostgreSQL and < 100 ms on PGlite; the write writes once per
 * request. Beside the latencies it prints the CPU each request cost the server's main thread and
 * (PostgreSQL) the database's backends, read from /proc: on a shared machine the latencies follow
 * the other work, the CPU per request hardly does, so compare changes by it.
 *
 * BENCH_SECONDS (default 5) sets the measured time per call (shared by its rounds, at least 1 s
 * each; the reference gets as much again), BENCH_ONLY=<text>[,<text>...] keeps
 * the calls whose name contains one of them (user.json, the reference, always runs),
 * BENCH_MODE=cold|warm runs one mode only, BENCH_DB=pglite|postgres runs one database only,
 * BENCH_WRITES (default 2000) sets the number of writes.
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
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from '../server/src/seed/demo-accounts';
import { DEVICE_COOKIE } from '../server/src/accounts/second-factor';
import { totpCodeAt } from '../server/src/security/second-factor';
import { SECOND_FACTOR_API } from '../contract/second-factor/constants';
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
const STAFF = 'staff@partner-portal.demo';
/** The cold run asks as every partner user (one account per demo partner). */
const PARTNERS = DEMO_USERS.filter((u) => u.role === 'PARTNER').map((u) => u.email);
/** Reads may take at most this many times `user.json`'s p99 in the same run and mode. */
const RATIO_GOAL = 2;
/** Measured pairs per read (reference, then read), BENCH_SECONDS shared between them. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Answers a round of a read needs for its p99 to be one (else the round is measured longer). */
const MIN_ANSWERS = 100;
const REFERENCE = 'account/user.json (GET)';
const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
/** The figures cache of the warm run, as `npm start` keeps it (config.ts). */
const FIGURES_CACHE_MS = 60_000;

interface Call {
  name: string;
  path: string;
  body?: unknown;
  /** GET instead of POST JSON. */
  get?: boolean;
  /** The answer is a file, not the JSON envelope. */
  binary?: boolean;
  as: 'partner' | 'staff';
  /** The bodies the cold run cycles through (the parameters a screen varies); default: body. */
  cold?: unknown[];
  /** Reads of one seeded object: the cold run keeps the one account that may see it. */
  oneAccount?: boolean;
}

const now = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const lastYear = lastMonth.getUTCFullYear();
const lastMonthNo = pad(lastMonth.getUTCMonth() + 1);
/** The last six months as { year, month }, newest first. */
const recentMonths = Array.from({ length: 6 }, (_, i) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
  return { year: d.getUTCFullYear(), month: pad(d.getUTCMonth() + 1) };
});
const pages = (n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => ({ pageNum: i + 1, pageSize: PAGE_SIZE, ...extra }));

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
    cold: [...pages(3), ...pages(2, { status: 'UNREAD' }), ...pages(2, { status: 'READ' })],
    as: 'partner',
  },
  { name: 'carousel/query.json', path: CAROUSEL_API.query, as: 'partner' },
  { name: 'incentive/query.json', path: DF_PARTNER_API.query, as: 'partner' },
  {
    name: 'incentive/pageQuery.json',
    path: DF_PARTNER_API.pageQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    cold: [
      ...pages(3),
      ...pages(1, { kind: 'EXCLUSIVE_INCENTIVES_MDF' }),
      ...pages(1, { kind: 'EXCLUSIVE_INCENTIVES_TDF' }),
    ],
    as: 'partner',
  },
  {
    name: 'merchant/top.json',
    path: MERCHANT_API.top,
    body: { year: lastYear, month: lastMonthNo, limit: 10 },
    cold: recentMonths.map((m) => ({ ...m, limit: 10 })),
    as: 'partner',
  },
  {
    name: 'merchant/query.json',
    path: MERCHANT_API.query,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    cold: [...pages(4), ...pages(1, { name: 'ma' }), ...pages(1, { category: 'Retail' })],
    as: 'partner',
  },
  {
    name: 'merchantName/query.json',
    path: MERCHANT_API.nameQuery,
    body: { keyword: 'ma', limit: 10 },
    cold: ['ma', 'sh', 'co', 'st', 'e'].map((keyword) => ({ keyword, limit: 10 })),
    as: 'partner',
  },
  { name: 'growth/query.json', path: GROWTH_API.query, as: 'partner' },
  {
    name: 'calendar/queryYear.json',
    path: CALENDAR_API.queryYear,
    body: { year: now.getUTCFullYear() },
    cold: [-1, 0, 1].map((d) => ({ year: now.getUTCFullYear() + d })),
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
    cold: recentMonths,
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
    cold: recentMonths.map((m, i) => ({
      ...m,
      countries: [['JP', 'SG'], ['PH'], ['TH', 'MY', 'ID']][i % 3],
      currency: i % 2 ? 'USD' : 'LOCAL',
    })),
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
    cold: pages(3),
    as: 'partner',
  },
  { name: 'operationLog/filters.json', path: OPERATION_LOG_API.filters, as: 'partner' },
  // Staff reads.
  {
    name: 'iboss/user/pageQuery.json',
    path: STAFF_USER_API.pageQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    cold: pages(2),
    as: 'staff',
  },
  { name: 'iboss/df/budgetQuery.json', path: DF_API.budgetQuery, as: 'staff' },
  {
    name: 'iboss/df/claimPageQuery.json',
    path: DF_API.claimPageQuery,
    body: { pageNum: 1, pageSize: PAGE_SIZE },
    cold: pages(3),
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
];
const selected = (name: string) => {
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  return name === REFERENCE || !only?.length || only.some((part) => name.includes(part));
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
      oneAccount: true,
      as: 'partner',
    },
    {
      name: 'event/detail.json',
      path: EVENT_API.detail,
      body: { id: featured.eventList[0].id },
      oneAccount: true,
      as: 'partner',
    },
    {
      name: 'contract/detail.json',
      path: DOCUMENT_API.contractDetail,
      body: { contractId },
      oneAccount: true,
      as: 'partner',
    },
    {
      name: 'file/download.json (PDF, GET)',
      path: `${FILE_API.download}?${download.toString()}`,
      get: true,
      binary: true,
      oneAccount: true,
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
      cold: claims.claimList.map((c) => ({ claimId: c.claimId })),
      as: 'staff',
    },
    {
      name: 'iboss/document/readers.json',
      path: DOCUMENT_STAFF_API.readers,
      body: { documentId: documents.documentList[0].documentId },
      cold: documents.documentList.map((d) => ({ documentId: d.documentId })),
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
  mode: 'cold' | 'warm' | 'write';
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
  /** Median over the rounds of p99 over the reference's p99 measured just before (reads). */
  ratio: number | null;
  /** The reference's median p99 in those rounds. */
  referenceP99: number | null;
  /** Rows the write added per request (the write only). */
  writtenPerRequest?: number;
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

/** Remembered-device cookies of the staff account (its second factor is asked once per run). */
const devices = new Map<string, string>();

/** Signs in as a demo account, passing the staff account's second factor with the demo secret. */
async function signIn(address: string, email: string): Promise<string> {
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(`${address}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const device = devices.get(email);
  let answer = await post(AUTH_API.login, { email, password: DEMO_PASSWORD }, device);
  const step = ((await answer.clone().json()) as { secondFactor?: { pendingToken: string } }).secondFactor;
  if (step) {
    const code = totpCodeAt(DEMO_TOTP_SECRET, new Date());
    answer = await post(SECOND_FACTOR_API.verify, {
      pendingToken: step.pendingToken,
      code,
      rememberDevice: true,
    });
  }
  const cookies = answer.headers.getSetCookie();
  const remembered = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (remembered) devices.set(email, remembered.split(';')[0]);
  const token = cookies.map((c) => /^ctoken=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error(`bench sign-in of ${email} failed: ${await answer.text()}`);
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
    // Each mode's server closes its database on leaving; the bench closes it after the last one.
    close: async () => {},
  };
  return counted;
}

interface Tokens {
  /** One per partner account, the first PARTNER's. */
  partner: string[];
  staff: string;
}

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Mode = 'cold' | 'warm';

/** What a call sends in a mode: warm one question as one account; cold every account and body. */
function requestsFor(c: Call, mode: Mode, tokens: Tokens): Request[] {
  const accounts =
    c.as === 'staff'
      ? [tokens.staff]
      : mode === 'warm' || c.oneAccount
        ? [tokens.partner[0]]
        : tokens.partner;
  const bodies = mode === 'cold' && c.cold?.length ? c.cold : [c.body ?? {}];
  return bodies.flatMap((body) =>
    accounts.map((token) => ({
      method: c.get ? 'GET' : 'POST',
      path: c.path,
      headers: { ctoken: token, 'content-type': 'application/json' },
      body: c.get ? undefined : JSON.stringify(body),
    })),
  );
}

async function startServer(db: Database, dataDir: string, figuresCacheMs: number) {
  const config = {
    // NODE_ENV=test: a production server refuses the published demo password the bench signs in
    // with (config.ts, acceptsDemoPassword). The request path is the same otherwise.
    ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: '1' }),
    rateLimitIpMax: 1_000_000,
    figuresCacheMs,
  };
  // Logging as `npm start` logs (one line per request), into /dev/null.
  const logger = { level: config.logLevel, stream: fs.createWriteStream('/dev/null') };
  const app = await buildApp({ db, config, logger });
  const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const tokens: Tokens = {
    partner: await Promise.all(PARTNERS.map((email) => signIn(address, email))),
    staff: await signIn(address, STAFF),
  };
  return { app, address, tokens };
}

/** Waits until no statement has been sent for 300 ms (requests of the previous load finished). */
async function quiet(db: { statements: number }): Promise<void> {
  for (let last = -1; db.statements !== last;) {
    last = db.statements;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Every request once (a wrong body would otherwise measure a fast error); the statements of one. */
async function checkAndCount(
  address: string,
  db: { statements: number },
  name: string,
  requests: Request[],
): Promise<number> {
  const send = async (r: Request) => {
    const response = await fetchRetried(`${address}${r.path}`, r);
    const binary = !(response.headers.get('content-type') ?? '').includes('json');
    const answer = (binary ? { success: response.ok } : await response.json()) as { success?: boolean };
    if (response.status !== 200 || answer.success === false)
      throw new Error(`${name} answered ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
  };
  for (const r of requests) await send(r);
  await quiet(db);
  db.statements = 0;
  await send(requests[0]);
  return db.statements;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  cpuMs: number;
  dbCpuMs: number;
}

async function measure(
  address: string,
  meter: CpuMeter,
  requests: Record<string, unknown>[],
  options: { duration?: number; amount?: number },
): Promise<Measured> {
  const load = { url: address, requests, connections: CONNECTIONS, workers: 1 };
  await meter.start();
  const r = await autocannon({ ...load, ...options });
  const cpu = await meter.stop(r.requests.total);
  return {
    ...cpu,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    total: r.requests.total,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The rounds of one call as one row's figures: medians of the latencies, CPU per request over all. */
function combine(rounds: Measured[]): Measured {
  const total = rounds.reduce((sum, m) => sum + m.total, 0);
  const perRequest = (key: 'cpuMs' | 'dbCpuMs') =>
    Math.round((rounds.reduce((sum, m) => sum + m[key] * m.total, 0) / Math.max(total, 1)) * 100) / 100;
  return {
    rps: Math.round(median(rounds.map((m) => m.rps))),
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
    total,
    cpuMs: perRequest('cpuMs'),
    dbCpuMs: perRequest('dbCpuMs'),
  };
}

/**
 * One read against the reference, in ROUNDS pairs: a stretch of `user.json` right before each
 * stretch of the read, so both meet the same load on the machine. The ratio is the median of the
 * pairs' p99 ratios: one pair that met a burst of other work (either way) does not decide it, a
 * read slower in most pairs still fails.
 */
async function measurePaired(
  address: string,
  meter: CpuMeter,
  requests: Request[],
  reference: Request[],
): Promise<Measured & { ratio: number; referenceP99: number }> {
  const reads: Measured[] = [];
  const references: Measured[] = [];
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const load = (r: Request[]) => r as unknown as Record<string, unknown>[];
  for (let round = 0; round < ROUNDS; round += 1) {
    references.push(await measure(address, meter, load(reference), { duration: seconds }));
    // A p99 needs 100 answers; a slow read on a busy machine gets a longer stretch (at most 8x).
    let read = await measure(address, meter, load(requests), { duration: seconds });
    for (let longer = seconds * 2; read.total < MIN_ANSWERS && longer <= seconds * 8; longer *= 2)
      read = await measure(address, meter, load(requests), { duration: longer });
    reads.push(read);
  }
  const ratios = reads.map((m, i) => m.p99 / Math.max(references[i].p99, 1));
  return { ...combine(reads), ratio: median(ratios), referenceP99: median(references.map((m) => m.p99)) };
}

/** Every selected read in one mode, on a server started for it. */
async function benchReads(
  label: string,
  db: Database & { statements: number },
  dataDir: string,
  goalMs: number,
  mode: Mode,
  meter: CpuMeter,
  write: boolean,
): Promise<Row[]> {
  const { app, address, tokens } = await startServer(db, dataDir, mode === 'cold' ? 0 : FIGURES_CACHE_MS);
  try {
    const rows: Row[] = [];
    const seeded = await seededCalls(address, { partner: tokens.partner[0], staff: tokens.staff });
    const calls = [...ALL_CALLS, ...seeded].filter((c) => selected(c.name));
    const reference = requestsFor(
      ALL_CALLS.find((c) => c.name === REFERENCE)!,
      mode,
      tokens,
    );
    for (const c of calls) {
      const requests = requestsFor(c, mode, tokens);
      const queries = await checkAndCount(address, db, c.name, requests);
      await autocannon({ url: address, requests, connections: CONNECTIONS, workers: 1, duration: 1 }); // warm-up
      const call = requests.length > 1 ? `${c.name} (${requests.length} variants)` : c.name;
      if (c.name === REFERENCE) {
        const m = await measure(address, meter, requests as unknown as Record<string, unknown>[], {
          duration: DURATION_S,
        });
        rows.push({ database: label, mode, call, queries, ...m, goalMs, ratio: null, referenceP99: null });
        process.stderr.write(`${label} ${mode} ${c.name}: p99 ${m.p99} ms\n`);
        continue;
      }
      const m = await measurePaired(address, meter, requests, reference);
      rows.push({ database: label, mode, call, queries, ...m, goalMs });
      process.stderr.write(
        `${label} ${mode} ${c.name}: p99 ${m.p99} ms, ${m.ratio.toFixed(2)}x of user.json's ${m.referenceP99} ms\n`,
      );
    }
    if (write) rows.push(await benchWrite(label, db, address, tokens, goalMs, meter));
    return rows;
  } finally {
    await app.close();
  }
}

/**
 * The write: each request marks a different unread notification read (an insert into
 * notification_reads and an operation-log row), from a pool of notifications created for the run
 * across the partner accounts; the rows added are counted afterwards.
 */
async function benchWrite(
  label: string,
  db: Database & { statements: number },
  address: string,
  tokens: Tokens,
  goalMs: number,
  meter: CpuMeter,
): Promise<Row> {
  const owners = DEMO_USERS.filter((u) => u.role === 'PARTNER');
  const perAccount = Math.ceil((WRITES + 1) / owners.length);
  const published = new Date(Date.now() - 3_600_000);
  const pool: { token: string; id: string }[] = [];
  for (const [i, owner] of owners.entries()) {
    await db.query(
      `INSERT INTO notifications (id, partner_id, title, content, category, published_at)
       SELECT 'bench-write-' || $1 || '-' || n, $1, 'Bench notification', 'Marked read by the bench.',
              'SYSTEM', $3::timestamptz
       FROM generate_series(1, $2::int) AS n`,
      [owner.partnerId, perAccount, published],
    );
    for (let n = 1; n <= perAccount; n += 1)
      pool.push({ token: tokens.partner[i], id: `bench-write-${owner.partnerId}-${n}` });
  }
  // Interleaved accounts, so that concurrent requests belong to different users and partners.
  pool.sort((a, b) => Number(a.id.split('-').pop()) - Number(b.id.split('-').pop()));
  const first = pool.shift();
  const body = (item: { id: string }) => JSON.stringify({ notificationId: item.id, status: 'READ' });
  const headers = { 'content-type': 'application/json' };
  const count = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notification_reads WHERE notification_id LIKE 'bench-write-%'`,
      )
    )[0].n;
  const queries = await checkAndCount(address, db, 'notification/update.json', [
    {
      method: 'POST',
      path: NOTIFICATION_API.update,
      headers: { ...headers, ctoken: first!.token },
      body: body(first!),
    },
  ]);
  const poolFile = path.join(os.tmpdir(), `portal-bench-writes-${process.pid}.json`);
  fs.writeFileSync(poolFile, JSON.stringify(pool.slice(0, WRITES)));
  process.env.BENCH_WRITE_POOL = poolFile; // read by the load generator's thread (write-request.cjs)
  const before = await count();
  const m = await measure(
    address,
    meter,
    [
      {
        method: 'POST',
        path: NOTIFICATION_API.update,
        headers,
        setupRequest: path.join(__dirname, 'bench/write-request.cjs'),
      },
    ],
    { amount: WRITES },
  );
  fs.rmSync(poolFile, { force: true });
  const written = (await count()) - before;
  process.stderr.write(`${label} write: p99 ${m.p99} ms, ${written} rows for ${m.total} requests\n`);
  return {
    database: label,
    mode: 'write',
    call: `notification/update.json (one unread read, ${WRITES} different ones)`,
    queries,
    ...m,
    goalMs,
    ratio: null,
    referenceP99: null,
    writtenPerRequest: written / Math.max(m.total, 1),
  };
}

async function benchOne(
  label: string,
  raw: Database,
  dataDir: string,
  goalMs: number,
  postgres: { url: string; name: string } | null = null,
): Promise<Row[]> {
  const db = counting(raw);
  const pgAdmin = postgres ? new pg.Client({ connectionString: postgres.url }) : null;
  await pgAdmin?.connect();
  const dbThread = 'threadId' in raw ? await (raw as PgliteDatabase).threadId() : null;
  const meter = new CpuMeter(pgAdmin, postgres?.name ?? null, dbThread);
  const modes = (['cold', 'warm'] as const).filter(
    (m) => !process.env.BENCH_MODE || process.env.BENCH_MODE === m,
  );
  try {
    const rows: Row[] = [];
    for (const mode of modes) {
      const write = mode === modes[modes.length - 1] && selected('WRITE');
      rows.push(...(await benchReads(label, db, dataDir, goalMs, mode, meter, write)));
    }
    return rows;
  } finally {
    await pgAdmin?.end();
  }
}

/** Why a row misses its goals; empty when it meets them. */
function misses(r: Row): string[] {
  const out: string[] = [];
  if (r.rps === 0) out.push('no answers');
  if (r.errors > 0) out.push('errors');
  if (r.p99 >= r.goalMs) out.push(`p99 < ${r.goalMs}`);
  if (r.ratio !== null && r.ratio > RATIO_GOAL) out.push(`ratio <= ${RATIO_GOAL}`);
  if (r.writtenPerRequest !== undefined && Math.abs(r.writtenPerRequest - 1) > 0.001)
    out.push('1 row per write');
  return out;
}

async function main() {
  const rows: Row[] = [];
  const notes: string[] = [];
  const only = process.env.BENCH_DB;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    if (only !== 'postgres') {
      const db = await createPgliteDatabase(path.join(tmp, 'pgdata'));
      try {
        rows.push(...(await benchOne('PGlite', db, tmp, 100)));
      } finally {
        await db.close();
      }
    }
    const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (only === 'pglite') {
      notes.push('PostgreSQL: NOT RUN (BENCH_DB=pglite).');
    } else if (url) {
      const { db, name, drop } = await withPostgres(url);
      try {
        rows.push(...(await benchOne('PostgreSQL', db, tmp, 50, { url, name })));
      } finally {
        await db.close();
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
    `\nAPI bench: ${CONNECTIONS} connections, ${DURATION_S} s per call in ${ROUNDS} rounds, loopback, ${os.cpus().length} CPUs, ` +
      `load average ${load.join(' ')}\n` +
      `cold: figures cache off, every partner account and the varied parameters; warm: the cache on, one question\n` +
      `ratio: p99 over ${REFERENCE}'s p99 measured just before it, median of the ${ROUNDS} rounds (goal <= ${RATIO_GOAL}); ` +
      `p50 and p99: medians of the rounds\n`,
  );
  const header = [
    'database',
    'mode',
    'call',
    'queries',
    'cpu ms/req',
    'db cpu ms/req',
    'req/s',
    'p50 ms',
    'p99 ms',
    'user.json p99',
    'ratio',
    'errors',
    'goal',
  ];
  // Cold and warm of a call side by side.
  const order = (r: Row) =>
    rows.findIndex((o) => o.database === r.database && o.call.split(' (')[0] === r.call.split(' (')[0]);
  const sorted = [...rows].sort((a, b) => order(a) - order(b) || a.mode.localeCompare(b.mode));
  const table = sorted.map((r) => {
    const missed = misses(r);
    return [
      r.database,
      r.mode,
      r.call,
      String(r.queries),
      r.cpuMs.toFixed(2),
      r.dbCpuMs.toFixed(2),
      String(r.rps),
      String(r.p50),
      String(r.p99),
      r.referenceP99 === null ? '' : String(r.referenceP99),
      r.ratio === null ? '' : `${r.ratio.toFixed(2)}x`,
      String(r.errors),
      missed.length ? `NO (${missed.join(', ')})` : 'yes',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const t of table) console.log(line(t));
  for (const note of notes) console.log(`\n${note}`);
  for (const database of [...new Set(rows.map((r) => r.database))]) {
    for (const mode of ['cold', 'warm'] as const) {
      const reads = rows.filter((r) => r.database === database && r.mode === mode && r.ratio !== null);
      if (!reads.length) continue;
      const worst = reads.reduce((a, b) => ((b.ratio ?? 0) > (a.ratio ?? 0) ? b : a));
      console.log(
        `${database} ${mode}: worst read ${worst.call} p99 ${worst.p99} ms, ${worst.ratio?.toFixed(2)}x of ${REFERENCE} (${worst.referenceP99} ms)`,
      );
    }
  }
  const failed = rows.filter((r) => misses(r).length > 0);
  console.log(
    failed.length ? `\nbench:api: ${failed.length} row(s) missed a goal` : '\nbench:api: every goal met',
  );
  if (failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
