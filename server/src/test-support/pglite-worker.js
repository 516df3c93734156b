/* eslint-disable */
// In-memory PGlite in a worker thread, for jest: PGlite loads parts of itself with dynamic
// import(), which jest's VM sandbox refuses; a worker thread is plain Node. Plain CommonJS so
// the worker needs no TypeScript loader.
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');

const db = new PGlite({
  ...(workerData && workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  parsers: {
    [types.INT8]: (value) => Number(value),
    [types.NUMERIC]: (value) => value,
    [types.DATE]: (value) => value,
  },
});

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    await db.waitReady;
    if (op === 'query') {
      const result = await db.query(sql, params);
      parentPort.postMessage({ id, rows: result.rows });
    } else if (op === 'exec') {
      await db.exec(sql);
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
