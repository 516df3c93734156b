import pg from 'pg';
import { DB_POOL_MAX_DEFAULT } from '@server/config';
import type { Database, Queryable } from './database';
import { createPgBus } from './pg-bus';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === NUMERIC || oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Past this many distinct statement texts, new ones go unnamed (parsed on every run). */
const MAX_NAMED = 1000;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' &&
  /cached plan/i.test(String((error as Error).message));

/**
 * Every statement text gets a name, so each pooled connection parses it once and later runs send
 * only bind and execute: PostgreSQL skips parsing and, once it keeps a generic plan, planning,
 * which for the API's reads took longer than running them (docs/benchmarks.md). A statement
 * whose result columns changed under it (a migration while running) is named again.
 */
function statementNames() {
  const names = new Map<string, string>();
  let next = 0;
  return {
    of(sql: string): string | undefined {
      let name = names.get(sql);
      if (!name && names.size < MAX_NAMED) {
        name = `portal_${(next += 1)}`;
        names.set(sql, name);
      }
      return name;
    },
    forget(sql: string) {
      names.delete(sql);
    },
  };
}

export async function createPgDatabase(
  connectionString: string,
  max = DB_POOL_MAX_DEFAULT,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, types: typeParsers });
  // Idle clients that lose their server must not crash the process.
  pool.on('error', () => undefined);
  const check = await pool.connect();
  check.release();
  let closed = false;
  const bus = createPgBus(connectionString, pool);
  const names = statementNames();
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: unknown[] | undefined) => {
    const result = await client.query({ name: names.of(sql), text: sql, values: params });
    return result.rows as T[];
  };
  const base: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      try {
        return await run<T>(pool, sql, params);
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        names.forget(sql);
        return run<T>(pool, sql, params);
      }
    },
  };
  return {
    kind: 'postgres',
    bus,
    query: base.query,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(sql: string, params?: unknown[]) {
            try {
              return await run<T>(client, sql, params);
            } catch (error) {
              // The transaction is aborted; the caller's next attempt gets a fresh statement.
              if (isStalePlan(error)) names.forget(sql);
              throw error;
            }
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      if (closed) return;
      closed = true;
      await bus.close();
      await pool.end();
    },
  };
}
