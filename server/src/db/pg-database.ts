import pg from 'pg';
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

export async function createPgDatabase(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, types: typeParsers });
  // Idle clients that lose their server must not crash the process.
  pool.on('error', () => undefined);
  const check = await pool.connect();
  check.release();
  let closed = false;
  const bus = createPgBus(connectionString, pool);
  const base: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
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
            const r = await client.query(sql, params as unknown[]);
            return r.rows as T[];
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
