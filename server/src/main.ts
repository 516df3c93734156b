import cluster from 'node:cluster';
import net from 'node:net';
import { holdDataDir } from './data-dir-lock';
import { buildApp } from './app';
import type { Config } from './config';
import { acceptsDemoPassword, loadConfig } from './config';
import { prettyLogStream } from './log-format';
import { progressLines } from './progress-lines';
import { credentialsText } from './seed/demo-accounts';
import { openDatabase } from './db/open-database';
import { PRIVATE_UMASK } from './private-files';
import { checkDataDir } from './startup-checks';
import { buildHostDemoApp } from './static/host-demo-app';
import { startJobWorker } from './jobs/run';
import type { JobWorker } from './jobs/run';

/**
 * Starts the API + portal (PORT) and the demo host (HOST_DEMO_PORT). SIGINT/SIGTERM close both
 * servers and then the database, so PGlite shuts down cleanly.
 */
/** Fails fast, before the embedded database is opened, when a port is taken (e.g. a second start). */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is already in use (is the server running already?)`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** What to say about accounts at start: the demo accounts, or how to create the first staff account. */
function demoNotice(config: Config): string {
  if (!config.demoData)
    return 'Demo data:       off. First staff account: npm run user:create-staff -- <email>';
  if (!acceptsDemoPassword(config))
    return `Demo data:       on (DEMO_DATA=1), but NODE_ENV=production refuses the published demo password;\n                 set passwords through reset links (npm run user:create-staff -- <email> for staff).`;
  return credentialsText();
}

// Before anything is created: stored files, mail copies and database files are private.
process.umask(PRIVATE_UMASK);

/** How many processes to run: WEB_CONCURRENCY, or 1 with the embedded database (one process's). */
function processCount(config: Config): number {
  if (config.webConcurrency <= 1) return 1;
  if (config.databaseUrl) return config.webConcurrency;
  console.log(
    `WEB_CONCURRENCY=${config.webConcurrency} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process. Starting one process.`,
  );
  return 1;
}

function banner(config: Config, workers: number): string {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`;
  const mail = config.smtpUrl
    ? 'SMTP (SMTP_URL)'
    : `outbox table + ${config.dataDir}/outbox/*.eml (links in this log)`;
  return [
    '',
    `Partner portal:  http://localhost:${config.port}/`,
    `Demo host:       http://localhost:${config.hostDemoPort}/  (portal inside it at /portal)`,
    `Listening on:    ${config.host}${config.host === '127.0.0.1' ? ' (this machine only; set HOST=0.0.0.0 to open it to others)' : ''}`,
    `Processes:       ${workers === 1 ? '1' : `${workers} workers sharing the ports (WEB_CONCURRENCY)`}`,
    `Database:        ${database}`,
    `Mail:            ${mail}`,
    '',
    demoNotice(config),
    '',
  ].join('\n');
}

/**
 * The cluster primary (WEB_CONCURRENCY > 1): applies the migrations and the seed once (workers
 * starting together would race on them), then forks the workers, which share both ports; a worker
 * that dies is replaced. SIGINT/SIGTERM stop every worker gracefully, then the primary.
 */
async function runPrimary(config: Config, workers: number) {
  let stopping = false;
  const running = () => Object.keys(cluster.workers ?? {}).length;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 12_000);
    force.unref();
    if (running() === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await assertPortFree(config.port, config.host);
  await assertPortFree(config.hostDemoPort, config.host);
  checkDataDir(config.dataDir, false);
  holdDataDir(config.dataDir);
  const progress = progressLines();
  const setup = await buildApp({
    db: await progress('Opening the database', () => openDatabase(config)),
    config,
    progress,
  });
  await setup.close();

  const started = new Set<number>();
  cluster.on('message', (worker, message: unknown) => {
    if (message !== 'portal:listening') return;
    started.add(worker.id);
    if (started.size === workers) console.log(banner(config, workers));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running() === 0) process.exit(0);
      return;
    }
    if (!started.has(worker.id)) {
      // It never served: a replacement would fail the same way.
      console.error(
        `Server failed to start: worker ${worker.process.pid} ended before listening (${signal ?? code})`,
      );
      stop();
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < workers; i++) cluster.fork();
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary) {
    const workers = processCount(config);
    if (workers > 1) return runPrimary(config, workers);
  }
  let stop: (signal: string) => Promise<void> = async () => process.exit(0);
  // Answer signals from the first moment, even while the database is still opening.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Workers share ports the primary has checked (and now holds).
  if (cluster.isPrimary) {
    await assertPortFree(config.port, config.host);
    await assertPortFree(config.hostDemoPort, config.host);
  }
  checkDataDir(config.dataDir, !config.databaseUrl);
  // The primary holds the data folder; its workers share it.
  if (cluster.isPrimary) holdDataDir(config.dataDir);
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.ctoken', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // One readable line per event in a terminal; LOG_FORMAT=json keeps pino's lines for shipping.
    ...(config.logFormat === 'pretty' ? { stream: prettyLogStream(process.stdout) } : {}),
  };
  // A line per start-up step; a cluster's workers find the primary's work done and stay quiet.
  const progress = cluster.isPrimary ? progressLines() : undefined;
  const db = await (progress
    ? progress('Opening the database', () => openDatabase(config))
    : openDatabase(config));
  const app = await buildApp({ db, config, serveClient: true, logger, progress });
  const host = await buildHostDemoApp(config, logger);

  let closing = false;
  let jobs: JobWorker | null = null;
  stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // A job in progress finishes (or its lease runs out and another process takes it over).
    await jobs?.stop();
    await Promise.allSettled([host.close(), app.close()]);
    process.exit(0);
  };

  await app.listen({ port: config.port, host: config.host });
  await host.listen({ port: config.hostDemoPort, host: config.host });
  // The digest and alert jobs (JOBS_WORKER): every process may run them, each job runs once.
  if (config.jobsWorker)
    jobs = startJobWorker(
      { db, mailer: app.mailer, clock: app.clock, config, log: app.log },
      config.jobsPollSeconds * 1000,
    );

  if (cluster.isWorker) process.send?.('portal:listening');
  else console.log(banner(config, 1));
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
