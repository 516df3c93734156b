import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = FILE_PATTERN.exec(file)!;
      return { version, name, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    });
}

/**
 * Applies every migration not yet recorded in schema_migrations, in version order. Each file and
 * its bookkeeping row run as one multi-statement query, which PostgreSQL executes atomically.
 */
export async function runMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  const done: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    await db.exec(
      `${migration.sql}\n;\nINSERT INTO schema_migrations (version, name) VALUES ('${migration.version}', '${migration.name}');`,
    );
    done.push(`${migration.version}_${migration.name}`);
  }
  return done;
}
