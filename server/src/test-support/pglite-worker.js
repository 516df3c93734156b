/* eslint-disable */
// PGlite in a worker thread, for jest: PGlite loads parts of itself with dynamic import(), which
// jest's VM sandbox refuses; a worker thread is plain Node. Plain CommonJS so the worker needs no
// TypeScript loader. In-memory databases start from a snapshot of a freshly initialised cluster
// (kept in the OS temp directory), which skips initdb: ~1 s instead of ~8 s per test file.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');
// The server's own way of running statements (prepared once per text), so tests run it too.
const { createStatements } = require('../db/pglite-statements');
const { version } = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
    'utf8',
  ),
);

const parsers = {
  [types.INT8]: (value) => Number(value),
  [types.NUMERIC]: (value) => value,
  [types.DATE]: (value) => value,
};
const SNAPSHOT = path.join(os.tmpdir(), `portal-pglite-initdb-${version}.tar`);

async function open() {
  if (workerData && workerData.dataDir) {
    // A new data directory starts from the snapshot too (initdb skipped); an existing one opens as is.
    const fresh = !fs.existsSync(workerData.dataDir) && fs.existsSync(SNAPSHOT);
    const db = new PGlite({
      dataDir: workerData.dataDir,
      parsers,
      ...(fresh ? { loadDataDir: new Blob([fs.readFileSync(SNAPSHOT)]) } : {}),
    });
    await db.waitReady;
    return db;
  }
  // A migrated snapshot (test-support/databases.ts makes it once per set of migrations).
  const start =
    workerData && workerData.snapshot && fs.existsSync(workerData.snapshot) ? workerData.snapshot : SNAPSHOT;
  if (fs.existsSync(start)) {
    try {
      const db = new PGlite({ loadDataDir: new Blob([fs.readFileSync(start)]), parsers });
      await db.waitReady;
      return db;
    } catch {
      // A damaged snapshot: fall through and make a new one.
    }
  }
  const db = new PGlite({ parsers });
  await db.waitReady;
  await dumpTo(db, SNAPSHOT);
  return db;
}

/** Writes the data directory as a tarball, atomically (parallel jest workers may race to make it). */
async function dumpTo(db, file) {
  const dump = await db.dumpDataDir('none');
  const temp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
}

const ready = open();
const statements = ready.then((db) => createStatements(db));

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    const db = await ready;
    if (op === 'query') {
      const rows = await (await statements).run(sql, params);
      parentPort.postMessage({ id, rows });
    } else if (op === 'exec') {
      await db.exec(sql);
      parentPort.postMessage({ id, rows: [] });
    } else if (op === 'dump') {
      await dumpTo(db, sql);
      parentPort.postMessage({ id, rows: [] });
    } else if (op === 'close') {
      await db.close();
      parentPort.postMessage({ id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: String(error && error.message), code: error && error.code },
    });
  }
});
