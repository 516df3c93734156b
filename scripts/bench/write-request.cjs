// Plain CommonJS: autocannon require()s it inside its worker thread, which has no TypeScript loader.
'use strict';
/**
 * autocannon's setupRequest for bench-api.ts's write, loaded in its load-generating thread: each
 * request marks the next notification of the pool (a JSON file named by BENCH_WRITE_POOL) read,
 * as its owner, so no two requests mark the same one.
 */
const fs = require('node:fs');

let pool = null;
let next = 0;

module.exports = (request) => {
  pool ??= JSON.parse(fs.readFileSync(process.env.BENCH_WRITE_POOL, 'utf8'));
  const item = pool[next % pool.length];
  next += 1;
  return {
    ...request,
    headers: { ...request.headers, ctoken: item.token },
    body: JSON.stringify({ notificationId: item.id, status: 'READ' }),
  };
};
