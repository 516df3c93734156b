import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { makeTreePrivate } from '@server/private-files';
import type { Database, Queryable } from './database';
import { DatabaseUnavailableError } from './unavailable';

/**
 * The embedded PGlite, run in a worker thread (pglite-worker.js). PGlite is PostgreSQL compiled to
 * WebAssembly: on the main thread its work (planning, executing, reading rows back) would take
 * turns with the HTTP work (routing, validation, JSON) on one core. In its own thread both run at
 * once, which on the API benchmark is most of a read's cost (docs/benchmarks.md). PGlite
 * itself has one connection, so statements still run one at a time, in the order sent.
 */
export interface PgliteDatabase extends Database {
  /** Writes the database as a tarball that `createPgliteDatabase(undefined, { snapshot })` starts from. */
  dumpTo(file: string): Promise<void>;
  /** The worker's thread id in the system (Linux), whose CPU time benchmarks read from /proc; else null. */
  threadId(): Promise<number | null>;
}

export interface PgliteOptions {
  /** An in-memory database starts from this tarball (tests: a migrated database). */
  snapshot?: string;
  /** Tests only: skip initdb with a cluster snapshot in the OS temp directory (pglite-worker.js). */
  initSnapshot?: boolean;
  /**
   * Tests only: rebuild rows with this realm's Date and Object. Jest runs a test file in a VM
   * context, where a worker's Date fails `instanceof Date`.
   */
  localRealm?: boolean;
}

const isDate = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]';

function localise(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isDate(value)) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(localise);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localise(v)]));
}

interface Answer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

/** PGlite on disk when dataDir is given, in memory otherwise (tests). */
export async function createPgliteDatabase(
  dataDir?: string,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), {
    workerData: { dataDir, snapshot: options.snapshot, initSnapshot: options.initSnapshot ?? false },
  });
  // An open database does not keep the process alive; the server's listening socket does.
  worker.unref();
  let nextId = 0;
  let broken: Error | null = null;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  const fail = (error: Error) => {
    broken ??= error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('message', (message: Answer) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.error) {
      const error = new Error(message.error.message) as Error & { code?: string };
      error.code = message.error.code;
      entry.reject(error);
    } else entry.resolve(options.localRealm ? (localise(message.rows) as unknown[]) : message.rows!);
  });
  // Every statement after the thread stopped fails as "unavailable" (a 503, not a 500).
  worker.on('error', (error) => fail(new DatabaseUnavailableError(error)));
  worker.on('exit', (code) =>
    fail(new DatabaseUnavailableError(new Error(`the database thread stopped (exit code ${code})`))),
  );
  const send = (op: string, sql = '', params?: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = (nextId += 1);
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params });
    });

  // Statements outside a transaction go to the worker at once: it runs them in order, so the next
  // is already there when one ends. A transaction waits for those sent before it and holds back
  // the others until it ends, so nothing interleaves with its statements.
  const inFlight = new Set<Promise<unknown>>();
  let gate: Promise<void> = Promise.resolve();
  const track = <T>(promise: Promise<T>) => {
    inFlight.add(promise);
    const done = () => inFlight.delete(promise);
    promise.then(done, done);
    return promise;
  };
  const shared = async <T>(run: () => Promise<T>): Promise<T> => {
    await gate;
    return track(run());
  };
  const exclusive = async <T>(run: () => Promise<T>): Promise<T> => {
    const previous = gate;
    let open!: () => void;
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    try {
      await previous;
      await Promise.allSettled([...inFlight]);
      return await run();
    } finally {
      open();
    }
  };

  const direct: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => (await send('query', sql, params)) as T[],
  };
  try {
    await send('query', 'SELECT 1');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  if (dataDir) makeTreePrivate(dataDir);
  let closed = false;
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => shared(() => direct.query<T>(sql, params)),
    tx: (fn) =>
      exclusive(async () => {
        await send('query', 'BEGIN');
        try {
          const result = await fn(direct);
          await send('query', 'COMMIT');
          return result;
        } catch (error) {
          await send('query', 'ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    exec: (sql) => exclusive(async () => void (await send('exec', sql))),
    dumpTo: (file) => exclusive(async () => void (await send('dump', file))),
    threadId: async () => ((await send('thread')) as Array<{ tid: number | null }>)[0].tid,
    close: async () => {
      if (closed) return;
      closed = true;
      await exclusive(() => send('close'));
      await worker.terminate();
      if (dataDir) makeTreePrivate(dataDir);
    },
  };
}
