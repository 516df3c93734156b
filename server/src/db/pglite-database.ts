import { PGlite, types } from '@electric-sql/pglite';
import { makeTreePrivate } from '@server/security/private-files';
import type { Database, Queryable } from './database';
import { createStatements } from './pglite-statements';

const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => value,
  [types.DATE]: (value: string) => value,
};

/** PGlite on disk when dataDir is given, in memory otherwise (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  const pg = new PGlite(dataDir ? { dataDir, parsers } : { parsers });
  await pg.waitReady;
  if (dataDir) makeTreePrivate(dataDir);
  let closed = false;
  // Prepared once per text, one call into PGlite per run (pglite-statements.js says why).
  const statements = createStatements(pg);
  const inTransaction: Queryable = {
    query: <T>(sql: string, params?: unknown[]) => statements.run<T>(sql, params, true),
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => statements.run<T>(sql, params),
    tx: (fn) => pg.transaction(() => fn(inTransaction)),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pg.close();
      if (dataDir) makeTreePrivate(dataDir);
    },
  };
}
