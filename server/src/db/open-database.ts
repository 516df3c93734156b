import path from 'node:path';
import type { Config } from '@server/config';
import { ensurePrivateDir } from '@server/private-files';
import type { Database } from './database';
import { createPgDatabase } from './pg-database';
import { createPgliteDatabase } from './pglite-database';

/** PostgreSQL (a pool of DB_POOL_MAX) when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl, config.dbPoolMax);
  ensurePrivateDir(config.dataDir);
  const dir = path.join(config.dataDir, 'pgdata');
  try {
    return await createPgliteDatabase(dir);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`the embedded database in ${dir} could not be opened: ${message.split('\n')[0]}`, {
      cause: error,
    });
  }
}
