import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifySchema, FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { addressRateLimitStore } from '@server/plugins/address-rate-limit-store';
import { addressRateLimitRepository } from '@server/repositories/address-rate-limit/repository';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Config } from './config';
import { fastifyTrustProxy, isSecureEnv } from './config';
import type { Database } from './db/database';
import { runMigrations } from './db/migrate';
import { runSeed } from './seed/run-seed';
import { quietProgress } from './progress-lines';
import type { Progress } from './progress-lines';
import { BROWSER_CHECK_SCRIPT } from '@contract/shared/browser-check';
import { ResultCode } from '@contract/shared/result-codes';
import { securityHeaders } from './http/document-headers';
import { fail } from './http/envelope';
import { apiNotFound, installErrorHandlers } from './http/error-handler';
import { installStringRule } from './http/string-rule';
import type { TypeBoxProvider } from './http/type-provider';
import { settingsPlugin } from './modules/config/settings';
import { auditPlugin } from './plugins/audit-plugin';
import { registerModules } from './register-modules';
import { authPlugin } from './plugins/auth-plugin';
import { dbPlugin } from './plugins/db-plugin';
import { figuresCachePlugin } from './plugins/figures-cache-plugin';
import type { Mailer } from './plugins/mail-plugin';
import { mailPlugin } from './plugins/mail-plugin';
import { dataChangesPlugin } from './plugins/data-changes-plugin';
import { storagePlugin } from './plugins/storage-plugin';
import { uploadPlugin } from './plugins/upload-plugin';
import { partnersRepositoryPlugin } from './repositories/partners/repository';
import { sessionsRepositoryPlugin } from './repositories/sessions/repository';
import { usersRepositoryPlugin } from './repositories/users/repository';
import { healthRepository } from './repositories/health/repository';
import { HashLimiter } from './security/hash-limiter';
import { portalStatic } from './static/portal-static';
import { t } from '@server/i18n/messages';
import { requestLocale } from '@server/i18n/request-locale';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  clock?: Clock;
  /** Replaces the mailer chosen from config (SMTP_URL or outbox). */
  mailer?: Mailer;
  /** Seed the demo data on a fresh database (default true); a list runs only those seed steps. */
  seed?: boolean | readonly string[];
  /** Serve dist/portal with history fallback (main.ts turns it on; tests usually don't). */
  serveClient?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Prints a line per migration run and seed step (npm start, db:reset); quiet by default. */
  progress?: Progress;
}

export interface RouteInfo {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** Every route registered, with its schema (the fuzz test walks it). */
    routeTable: RouteInfo[];
    /** Every password hash and check goes through it (bounded CPU under a sign-in flood). */
    hashLimiter: HashLimiter;
  }
}

const FIFTEEN_MINUTES = 15 * 60_000;
const READY_TIMEOUT_MS = 2000;
const ReadyResponse = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) });

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      healthRepository(db)
        .ping()
        .then(() => true),
      timeout,
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const BROWSER_CHECK_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(BROWSER_CHECK_SCRIPT).digest('base64')}'`;

export function cspDirectives(config: Config) {
  const origins = config.corsOrigins;
  return {
    defaultSrc: ["'self'"],
    // The portal page's one inline script, the old-browser check, by its hash.
    scriptSrc: ["'self'", BROWSER_CHECK_CSP_SOURCE],
    // antd injects its CSS-in-JS as <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...origins],
    // Inline PDF viewing uses blob: URLs in a frame or object.
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // The portal is a child app: the demo host and configured origins may embed it.
    frameAncestors: ["'self'", ...origins],
    upgradeInsecureRequests: isSecureEnv(config) ? [] : null,
  };
}

/**
 * Builds the API (and optionally the static portal) in an explicit order: external plugins,
 * then app plugins (repositories, auth, audit, mail, storage), then route modules.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // One log line per request (written when it completes, below) instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // TRUST_PROXY: request.ip (the per-address limits, the operation log) from X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    pluginTimeout: 60_000,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
    },
    routerOptions: { maxParamLength: 200 },
    // Malformed URLs and over-long path parameters fail in the router, before the error handler.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      void reply
        .status(400)
        .type('application/json; charset=utf-8')
        .send(fail(ResultCode.ILLEGAL_PARAMETERS, t(requestLocale(request), 'error.illegalParameters')));
    },
  }).withTypeProvider<TypeBoxProvider>();

  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('hashLimiter', new HashLimiter(config.hashConcurrency, config.hashQueue));
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema });
  });
  // Requests log at debug (LOG_LEVEL=debug shows them): at the default level the terminal keeps
  // the banner, warnings and errors in view (docs/configuration.md).
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
  installErrorHandlers(app);
  installStringRule(app);

  // External plugins.
  await app.register(dbPlugin, { db });
  const progress = options.progress ?? quietProgress;
  await progress('Updating the database schema', () => runMigrations(db));
  await app.register(rateLimit, {
    global: false,
    // One count for every process (WEB_CONCURRENCY), in the database.
    store: addressRateLimitStore(addressRateLimitRepository(db), app.clock),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Please try again') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    allowedHeaders: ['content-type', 'ctoken'],
    exposedHeaders: ['content-disposition'],
    maxAge: 600,
  });
  securityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isSecureEnv(config),
  });
  await app.register(compress, { threshold: 1024 });

  // App plugins.
  await app.register(partnersRepositoryPlugin);
  await app.register(usersRepositoryPlugin);
  await app.register(sessionsRepositoryPlugin);
  await app.register(authPlugin);
  await app.register(figuresCachePlugin);
  await app.register(settingsPlugin);
  await app.register(auditPlugin);
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(dataChangesPlugin);
  await app.register(storagePlugin);
  await app.register(uploadPlugin);

  // Routes.
  app.get(
    '/healthz',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  // Readiness: the database answers (load balancers stop sending traffic while it does not).
  app.get(
    '/readyz',
    {
      schema: {
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const ready = await databaseAnswers(db);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
    },
  );
  await app.register(registerModules, {
    authRateLimit: { max: config.rateLimitIpMax, timeWindow: FIFTEEN_MINUTES },
  });
  if (options.serveClient) await portalStatic(app);
  else app.setNotFoundHandler(apiNotFound);

  // Demo data only where asked (config.demoData: DEMO_DATA, off with NODE_ENV=production).
  if (options.seed !== false && config.demoData)
    await runSeed(
      db,
      { storage: app.storage, clock: app.clock, config, log: app.log },
      Array.isArray(options.seed) ? options.seed : undefined,
      progress,
    );
  await app.ready();
  return app;
}
