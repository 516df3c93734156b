/**
 * `npm run db:reset`: drops every table (PGlite data directory or the DATABASE_URL schema), clears
 * stored files and the outbox copies, then migrates and seeds the demo data again.
 * Refused while a process holds the data folder (data-dir-lock.ts): an embedded database must not
 * be open in two processes, nor its files deleted under a server. With
 * NODE_ENV=production it runs only when asked with `--yes` (otherwise exit code 2).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { credentialsText } from '@server/seed/demo-accounts';
import { openDatabase } from '@server/db/open-database';
import { progressLines } from '@server/progress-lines';
import { heldMessage, holdDataDir } from '@server/data-dir-lock';

/**
 * Why the reset must not run, or null. A production database is emptied only when the command
 * says so (`--yes`): one mistyped command there would wipe every partner's data and files.
 */
export function resetRefusal(env: NodeJS.ProcessEnv, args: readonly string[]): string | null {
  if (env.NODE_ENV === 'production' && !args.includes('--yes'))
    return 'Refusing to reset: NODE_ENV=production, and this deletes every table and stored file; run npm run db:reset -- --yes if you mean it.';
  return null;
}

async function main() {
  const refusal = resetRefusal(process.env, process.argv.slice(2));
  if (refusal) {
    console.error(refusal);
    process.exit(2);
  }
  const config = loadConfig();
  // Any process holding the data folder (a server on whatever port, another reset) stops it.
  const held = heldMessage(config.dataDir, 'npm run db:reset');
  if (held) {
    console.error(held);
    process.exit(1);
  }
  // A line per step: a reset takes some seconds, mostly seeding.
  const progress = progressLines();
  if (fs.existsSync(config.dataDir)) holdDataDir(config.dataDir);
  await progress('Removing the old data', async () => {
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await client.end();
    } else {
      fs.rmSync(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true });
    }
    fs.rmSync(path.join(config.dataDir, 'files'), { recursive: true, force: true });
    fs.rmSync(path.join(config.dataDir, 'outbox'), { recursive: true, force: true });
  });

  const db = await progress('Opening the database', () => openDatabase(config));
  const app = await buildApp({ db, config, progress });
  await app.close();
  const where = config.databaseUrl ? 'the DATABASE_URL database' : path.join(config.dataDir, 'pgdata');
  console.log(
    config.demoData
      ? `Demo data reset in ${where}.\n\n${credentialsText()}`
      : `Emptied ${where} (no demo data with NODE_ENV=production; DEMO_DATA=1 asks for it).`,
  );
}

main().catch((error: unknown) => {
  console.error('Reset failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
