import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from '@server/db/database';

const isDate = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]';

/** Rebuild values from the worker with this realm's Date/Object (jest runs tests in a VM context). */
function localise(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isDate(value)) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(localise);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localise(v)]));
}

/** FIFO lock: PGlite has one connection, so a transaction must not interleave with other queries. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return async function acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  };
}

/**
 * A PGlite (in memory, or on disk in dataDir) behind the same Database interface, running in a worker thread. Used by the
 * test helper; production uses createPgliteDatabase directly.
 */
export interface WorkerPglite extends Database {
  /** Writes the database as a snapshot file that `createWorkerPglite(undefined, file)` starts from. */
  dumpTo(file: string): Promise<void>;
}

export async function createWorkerPglite(dataDir?: string, snapshot?: string): Promise<WorkerPglite> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), { workerData: { dataDir, snapshot } });
  worker.unref();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  worker.on(
    'message',
    (message: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const entry = waiting.get(message.id);
      if (!entry) return;
      waiting.delete(message.id);
      if (message.error) {
        const error = new Error(message.error.message) as Error & { code?: string };
        error.code = message.error.code;
        entry.reject(error);
      } else entry.resolve(localise(message.rows) as unknown[]);
    },
  );
  worker.on('error', (error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  });
  const send = (op: string, sql = '', params?: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params });
    });
  const acquire = createLock();
  const locked = async <T>(fn: () => Promise<T>): Promise<T> => {
    const release = await acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  };
  await send('query', 'SELECT 1');
  let closed = false;

  const direct: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => (await send('query', sql, params)) as T[],
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => locked(() => direct.query<T>(sql, params)),
    tx: (fn) =>
      locked(async () => {
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
    exec: (sql) => locked(async () => void (await send('exec', sql))),
    dumpTo: (file) => locked(async () => void (await send('dump', file))),
    close: async () => {
      if (closed) return;
      closed = true;
      await locked(() => send('close'));
      await worker.terminate();
    },
  };
}
