import type { ChangeBus } from './pg-bus';

/**
 * The one data layer: plain PostgreSQL SQL with $1 parameters, run on PGlite (embedded) or on a
 * PostgreSQL server through `pg`. Both return the same JS types: int8 as number, numeric as
 * string, date as 'YYYY-MM-DD' string, timestamptz as Date, json/jsonb parsed.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Messages to the other processes on the same database (PostgreSQL only: PGlite is one process). */
  readonly bus?: ChangeBus;
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
