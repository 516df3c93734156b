/**
 * `npm run user:create-staff -- <email>`: the first staff account of a real deployment (no demo
 * data). Prints a one-time set-password link. With the embedded database, stop the server first
 * (one process at a time); with DATABASE_URL it may run beside the server.
 */
import { loadConfig } from '@server/config';
import { runMigrations } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { heldMessage } from '@server/data-dir-lock';
import { SET_PASSWORD_TTL_HOURS, createStaffAccount } from './staff-account';

async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run user:create-staff -- <email>');
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig();
  // The embedded database is one process's: refused while any process holds the data folder.
  if (!config.databaseUrl) {
    const held = heldMessage(config.dataDir, 'npm run user:create-staff');
    if (held) {
      console.error(held);
      process.exit(1);
    }
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
