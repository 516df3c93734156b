/**
 * `npm run user:create-staff -- <email>`: the first staff account of a real deployment (no demo
 * data). Prints a one-time set-password link. With the embedded database, stop the server first
 * (one process at a time); with DATABASE_URL it may run beside the server.
 */
import { loadConfig } from '@server/config';
import { runMigrations } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { SET_PASSWORD_TTL_HOURS, createStaffAccount } from './staff-account';

async function serverAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run user:create-staff -- <email>');
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig();
  if (!config.databaseUrl && (await serverAnswers(config.port))) {
    console.error(
      `A server answers on port ${config.port}; stop it first (the embedded database is single-process).`,
    );
    process.exit(1);
  }
  const db = await openDatabase(config);
  try {
    await runMigrations(db);
    const result = await createStaffAccount(db, config, email, new Date());
    console.log(
      [
        `${result.created ? 'Created staff account' : 'Staff account exists'}: ${result.email}`,
        `One-time link to set its password (valid ${SET_PASSWORD_TTL_HOURS} hours, works once):`,
        result.link,
      ].join('\n'),
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('user:create-staff failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
