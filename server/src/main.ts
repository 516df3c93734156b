import net from 'node:net';
import { buildApp } from './app';
import type { Config } from './config';
import { acceptsDemoPassword, loadConfig } from './config';
import { credentialsText } from './db/seed/demo-accounts';
import { openDatabase } from './db/open-database';
import { PRIVATE_UMASK } from './security/private-files';
import { checkDataDir } from './startup-checks';
import { buildHostDemoApp } from './static/host-demo-app';

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

async function main() {
  const config = loadConfig();
  let stop: (signal: string) => Promise<void> = async () => process.exit(0);
  // Answer signals from the first moment, even while the database is still opening.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await assertPortFree(config.port, config.host);
  await assertPortFree(config.hostDemoPort, config.host);
  checkDataDir(config.dataDir, !config.databaseUrl);
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.ctoken', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  const db = await openDatabase(config);
  const app = await buildApp({ db, config, serveClient: true, logger });
  const host = await buildHostDemoApp(config, logger);

  let closing = false;
  stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await Promise.allSettled([host.close(), app.close()]);
    process.exit(0);
  };

  await app.listen({ port: config.port, host: config.host });
  await host.listen({ port: config.hostDemoPort, host: config.host });

  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`;
  const mail = config.smtpUrl
    ? 'SMTP (SMTP_URL)'
    : `outbox table + ${config.dataDir}/outbox/*.eml (links in this log)`;
  console.log(
    [
      '',
      `Partner portal:  http://localhost:${config.port}/`,
      `Demo host:       http://localhost:${config.hostDemoPort}/  (portal inside it at /portal)`,
      `Listening on:    ${config.host}${config.host === '127.0.0.1' ? ' (this machine only; set HOST=0.0.0.0 to open it to others)' : ''}`,
      `Database:        ${database}`,
      `Mail:            ${mail}`,
      '',
      demoNotice(config),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
