/* eslint-disable */
// The embedded PGlite database in its own thread (pglite-database.ts says why). Plain CommonJS so
// that the worker needs no TypeScript loader, under `npm start` and in jest alike (PGlite loads
// parts of itself with dynamic import(), which jest's VM sandbox refuses; a worker thread is plain
// Node).
//
// workerData:
//   dataDir      on disk; omitted: in memory
//   snapshot     a tarball to start an in-memory database from (tests: a migrated database)
//   initSnapshot tests only: start new databases from a freshly initialised cluster kept in the OS
//                temp directory, which skips initdb (~1 s instead of ~8 s). Never in the server:
//                a shared temp directory is no place to trust a database from.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');
// Prepared once per text, one call into PGlite per run (pglite-statements.js says why).
const { createStatements } = require('./pglite-statements');

const options = workerData || {};
const parsers = {
  [types.INT8]: (value) => Number(value),
  [types.NUMERIC]: (value) => value,
  [types.DATE]: (value) => value,
};

function initSnapshotPath() {
  const { version } = JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  );
  return path.join(os.tmpdir(), `portal-pglite-initdb-${version}.tar`);
}

async function open() {
  const initSnapshot = options.initSnapshot ? initSnapshotPath() : null;
  if (options.dataDir) {
    // A new data directory may start from the snapshot (initdb skipped); an existing one opens as is.
    const fresh = initSnapshot && !fs.existsSync(options.dataDir) && fs.existsSync(initSnapshot);
    const db = new PGlite({
      dataDir: options.dataDir,
      parsers,
      ...(fresh ? { loadDataDir: new Blob([fs.readFileSync(initSnapshot)]) } : {}),
    });
    await db.waitReady;
    return db;
  }
  const start = options.snapshot && fs.existsSync(options.snapshot) ? options.snapshot : initSnapshot;
  if (start && fs.existsSync(start)) {
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
  if (initSnapshot) await dumpTo(db, initSnapshot);
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
// Startup failures are answered per message below.
ready.catch(() => undefined);

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
    } else if (op === 'thread') {
      // This thread's id in the system ("<pid>/task/<tid>"): benchmarks read its CPU time from /proc.
      let tid = null;
      try {
        tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
      } catch {
        // Not Linux.
      }
      parentPort.postMessage({ id, rows: [{ tid }] });
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
