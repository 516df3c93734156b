import type { PGlite } from '@electric-sql/pglite';

export interface Statements {
  /** Rows of one statement with $n parameters; inTransaction: the caller holds the transaction lock. */
  run<T>(sql: string, params: unknown[] | undefined, inTransaction?: boolean): Promise<T[]>;
}

export function createStatements(pg: PGlite): Statements;
