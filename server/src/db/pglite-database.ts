import { PGlite, types } from '@electric-sql/pglite';
import { makeTreePrivate } from '@server/security/private-files';
import type { Database, Queryable } from './database';

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
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx))),
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
