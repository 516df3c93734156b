import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { createPgDatabase } from './pg-database';
import { createPgliteDatabase } from './pglite-database';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata. */
export function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return createPgliteDatabase(path.join(config.dataDir, 'pgdata'));
}
