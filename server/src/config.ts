import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { INSIGHTS_EXPORT_LIMIT_DEFAULT } from '@contract/insights/constants';
import { LOG_FORMATS } from './log-format';
import type { LogFormat } from './log-format';
import { DEFAULT_SCRYPT_N } from './security/passwords';
import { StartupError } from './startup-checks';

export interface Config {
  env: string;
  port: number;
  hostDemoPort: number;
  /** Listen address: loopback by default, since the demo accounts' password is published. */
  host: string;
  /**
   * Which proxies' X-Forwarded-For is believed (TRUST_PROXY): none by default, every one (`true`),
   * the nearest n (a hop count) or those at the listed addresses and ranges. Behind a reverse proxy
   * every caller otherwise has the proxy's address and shares its per-address sign-in limits.
   */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin the reset links and absolute file URLs point at (the portal's standalone origin). */
  publicUrl: string;
  /** Origins allowed by CORS and frame-ancestors: the demo host plus CORS_ORIGINS. */
  corsOrigins: string[];
  sessionIdleMinutes: number;
  /** How long before the idle limit the portal warns (the countdown dialog). */
  sessionIdleWarningSeconds: number;
  sessionAbsoluteHours: number;
  rateLimitIpMax: number;
  /** scrypt cost (N) for new password hashes; tests lower it to stay fast. */
  scryptN: number;
  /** How long a session lookup is reused within one process (0 turns the cache off). */
  sessionCacheMs: number;
  /** How long a partner's slow-changing figures (insights, BI, growth, top merchants) are reused per process (0: off). */
  figuresCacheMs: number;
  logLevel: string;
  /** LOG_FORMAT: one readable line per event, or pino's JSON for log shipping (log-format.ts). */
  logFormat: LogFormat;
  /** Most rows a performance-insights CSV export may hold (510872006 above it). */
  insightsExportLimit: number;
  /**
   * Seed the demo partners and accounts (published password) on a fresh database. DEMO_DATA=1 or 0;
   * unset means on, except with NODE_ENV=production.
   */
  demoData: boolean;
  /** Password hashes computed at once (HASH_CONCURRENCY) and waiting (HASH_QUEUE); beyond: 429. */
  hashConcurrency: number;
  hashQueue: number;
  /**
   * Sibling site (SIBLING_SITE_URL, SIBLING_SITE_ENTRY_<ENV>): when set, these answer the
   * siblingSite.url and siblingSite.entryPages settings instead of the database.
   */
  siblingSite: { url: string | null; entryPages: Record<string, string> };
  /** Most rows one operation log export may hold (more answers 510872006). */
  operationLogExportLimit: number;
  /** Root of the built client (dist/portal, dist/host-demo). */
  distDir: string;
  /**
   * Server processes sharing the ports (WEB_CONCURRENCY, default 1): node:cluster workers of one
   * primary. More than one needs PostgreSQL (DATABASE_URL): the embedded database is one process's.
   */
  webConcurrency: number;
  /**
   * Where stored files' bytes live (FILE_STORAGE): `local` (DATA_DIR/files, one machine) or
   * `postgres` (large objects in the DATABASE_URL database, shared by every instance).
   */
  fileStorage: 'local' | 'postgres';
  /**
   * PostgreSQL connections each process's pool may open (DB_POOL_MAX, default 10); each process
   * also holds one listening connection (db/pg-bus.ts). docs/scale.md: processes x
   * (DB_POOL_MAX + 1) must stay under the server's max_connections.
   */
  dbPoolMax: number;
  /**
   * Uploads one user may make per hour that no saved form uses yet, those still arriving included
   * (UPLOAD_PENDING_PER_HOUR, default 20). One more is refused (429, Retry-After at most an hour)
   * before a byte of it is read; an attached or discarded upload frees its place.
   */
  uploadPendingPerHour: number;
  /** Claims one user may submit for one partner per hour (CLAIM_SUBMIT_PER_HOUR, default 10). */
  claimSubmitPerHour: number;
  /** Bytes of claim proofs one partner may submit per 24 hours (CLAIM_PROOF_MB_PER_DAY, default 100 MB). */
  claimProofBytesPerDay: number;
  /** CSV exports one user may have in flight at once (EXPORT_CONCURRENT_MAX, default 2). */
  exportConcurrentMax: number;
  /**
   * Age in hours after which an upload nothing refers to is removed, row and bytes, by the hourly
   * clean-up (UPLOAD_ABANDON_HOURS, default 24).
   */
  uploadAbandonHours: number;
  /**
   * Whether this server process runs the job worker (JOBS_WORKER, default on): the weekly digest
   * and the alerts (docs/server.md, "Jobs"). Any number of processes may run it; each job runs once.
   */
  jobsWorker: boolean;
  /** Seconds between the worker's passes over the due jobs (JOBS_POLL_SECONDS, default 30). */
  jobsPollSeconds: number;
}

type TrustProxy = boolean | number | string[];

const ROOT = path.resolve(__dirname, '..', '..');

function int(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8000);
  const hostDemoPort = int(env.HOST_DEMO_PORT, 8001);
  const extra = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    env: nodeEnv,
    port,
    hostDemoPort,
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir: path.resolve(ROOT, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Partner Portal <no-reply@partner-portal.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: [
      `http://localhost:${hostDemoPort}`,
      `http://127.0.0.1:${hostDemoPort}`,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      ...extra,
    ],
    // SESSION_IDLE_SECONDS, when set, is the same limit in seconds (short limits for tests and demos).
    sessionIdleMinutes: env.SESSION_IDLE_SECONDS
      ? int(env.SESSION_IDLE_SECONDS, 1800) / 60
      : int(env.SESSION_IDLE_MINUTES, 30),
    sessionIdleWarningSeconds: int(env.SESSION_IDLE_WARNING_SECONDS, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    rateLimitIpMax: int(env.RATE_LIMIT_IP_MAX, 100),
    scryptN: DEFAULT_SCRYPT_N,
    sessionCacheMs: env.SESSION_CACHE_MS === '0' ? 0 : int(env.SESSION_CACHE_MS, 2000),
    figuresCacheMs: env.FIGURES_CACHE_MS === '0' ? 0 : int(env.FIGURES_CACHE_MS, 60_000),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatFrom(env.LOG_FORMAT, nodeEnv),
    insightsExportLimit: int(env.INSIGHTS_EXPORT_LIMIT, INSIGHTS_EXPORT_LIMIT_DEFAULT),
    demoData: demoDataFrom(env.DEMO_DATA, nodeEnv),
    // One core stays free for everything else (2 cores: one hash at a time).
    hashConcurrency: int(env.HASH_CONCURRENCY, Math.max(1, os.availableParallelism() - 1)),
    hashQueue: env.HASH_QUEUE === '0' ? 0 : int(env.HASH_QUEUE, 16),
    operationLogExportLimit: int(env.OPERATION_LOG_EXPORT_LIMIT, 10_000),
    siblingSite: {
      url: env.SIBLING_SITE_URL || null,
      entryPages: Object.fromEntries(
        ['dev', 'test', 'sim', 'pre', 'prod']
          .map((name) => [name, env[`SIBLING_SITE_ENTRY_${name.toUpperCase()}`]] as const)
          .filter((pair): pair is readonly [string, string] => !!pair[1]),
      ),
    },
    distDir: path.join(ROOT, 'dist'),
    webConcurrency: Math.floor(int(env.WEB_CONCURRENCY, 1)),
    fileStorage: env.FILE_STORAGE === 'postgres' ? 'postgres' : 'local',
    dbPoolMax: parseDbPoolMax(env.DB_POOL_MAX),
    uploadPendingPerHour: Math.max(1, Math.floor(int(env.UPLOAD_PENDING_PER_HOUR, 20))),
    claimSubmitPerHour: Math.max(1, Math.floor(int(env.CLAIM_SUBMIT_PER_HOUR, 10))),
    claimProofBytesPerDay: Math.floor(int(env.CLAIM_PROOF_MB_PER_DAY, 100) * 1024 * 1024),
    exportConcurrentMax: Math.max(1, Math.floor(int(env.EXPORT_CONCURRENT_MAX, 2))),
    uploadAbandonHours: Math.max(1, int(env.UPLOAD_ABANDON_HOURS, 24)),
    jobsWorker: !(env.JOBS_WORKER === '0' || env.JOBS_WORKER === 'false'),
    jobsPollSeconds: Math.max(1, int(env.JOBS_POLL_SECONDS, 30)),
  };
}

/** Default PostgreSQL pool size per process (DB_POOL_MAX unset). */
export const DB_POOL_MAX_DEFAULT = 10;

/**
 * DB_POOL_MAX: a whole number from 2 (a transaction holds one connection while the same call may
 * need another, e.g. to tell the other processes about a revocation). A wrong value stops the start
 * with one line, rather than silently running with a pool the operator did not ask for and may have
 * counted against max_connections.
 */
export function parseDbPoolMax(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return DB_POOL_MAX_DEFAULT;
  if (/^\d+$/.test(text) && Number(text) >= 2) return Number(text);
  throw new StartupError(
    `DB_POOL_MAX="${text}" is not understood: give a whole number of PostgreSQL connections per process from 2 (default ${DB_POOL_MAX_DEFAULT}); processes x (DB_POOL_MAX + 1) must stay under max_connections`,
  );
}

/** The names proxy-addr (behind Fastify's trustProxy) knows for its address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address with a prefix length (10.0.0.0/8, fd00::/8), as proxy-addr reads it. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const kind = net.isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr refuses /0 (it would trust every address: say `true` for that).
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (kind === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy; `true` every one; a whole number the nearest
 * n; otherwise a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal.
 * Anything else stops the start with one line, rather than silently keying limits on the proxy.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false' || text === '0') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) || false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || entries.length === 0)
    throw new StartupError(
      `TRUST_PROXY="${text}" is not understood${wrong !== undefined ? ` ("${wrong}" is no address or range)` : ''}: give true, a number of proxies, or proxy addresses and CIDR ranges separated by commas`,
    );
  return entries;
}

/**
 * Fastify's trustProxy for the setting. A hop count becomes a function trusting the nearest n
 * hops (Express's meaning): Fastify 5 trusts nothing for a bare number, which would silently key
 * every limit on the proxy's address again.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

function logFormatFrom(value: string | undefined, nodeEnv: string): LogFormat {
  if (!value) return nodeEnv === 'production' ? 'json' : 'pretty';
  const format = LOG_FORMATS.find((known) => known === value.trim().toLowerCase());
  if (!format)
    throw new StartupError(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (it is "${value}")`);
  return format;
}

function demoDataFrom(value: string | undefined, nodeEnv: string): boolean {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return nodeEnv !== 'production';
}

/**
 * The demo accounts' password. It is fixed and public (printed at start, written in
 * server/README.md) and satisfies the password rules (VALID-PASSWORD).
 */
export const DEMO_PASSWORD = 'Portal#2026';

/**
 * The demo staff and admin accounts' second-factor secret (base32, RFC 6238), published beside
 * the demo password (README, start banner) so anyone trying the demo can add it to an
 * authenticator app. Refused wherever the demo password is (acceptsDemoPassword).
 */
export const DEMO_TOTP_SECRET = 'PORTALDEMOSECONDFACTORDEMOKEY234';

/**
 * The published demo password opens accounts only where demo data belongs (development, tests):
 * a production server that was asked for demo data still refuses it, so the accounts first need a
 * password set through a reset link.
 */
export function acceptsDemoPassword(config: Config): boolean {
  return config.env !== 'production';
}

/**
 * The Secure cookie flag, HSTS and upgrade-insecure-requests (docs/security.md, "Transport"): on
 * everywhere except the tests (NODE_ENV=test, plain http) and a development server that serves
 * plain http (`npm start`: PUBLIC_URL http://, reached from a phone by its LAN address, where a
 * Secure cookie would be dropped and upgraded requests fail). Any other NODE_ENV, or a PUBLIC_URL
 * on https, turns them on.
 */
export function isSecureEnv(config: Config): boolean {
  if (config.env === 'test') return false;
  return !(config.env === 'development' && config.publicUrl.startsWith('http:'));
}
