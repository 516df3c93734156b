/* eslint-disable */
// Plain CommonJS: it runs in the PGlite worker thread (pglite-worker.js), which needs no
// TypeScript loader, under `npm start` and in jest alike.
const { parse, protocol } = require('@electric-sql/pglite');

const { serialize } = protocol;
/** Past this many distinct statement texts, new ones are parsed on every run (memory stays bounded). */
const MAX_PREPARED = 1000;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration). */
function isStalePlan(error) {
  return !!error && error.code === '0A000' && /cached plan/i.test(String(error.message));
}

/**
 * Runs statements on a PGlite as named prepared statements: the first run of a text parses it
 * once (and learns its parameter types); every later run sends bind, describe, execute and sync in
 * one call into PGlite instead of PGlite.query's five (parse, describe, bind, describe, execute,
 * then sync), and PostgreSQL skips parsing and, once it keeps a generic plan, planning. On the
 * bench this is most of a statement's cost (docs/benchmarks.md). Values are serialised and
 * rows parsed with the PGlite's own serializers and parsers, so results are those of query().
 *
 * run(sql, params, inTransaction): inTransaction says the caller holds PGlite's transaction lock
 * (inside PGlite.transaction, or the tests' worker, which orders its own statements).
 */
function createStatements(pg) {
  const statements = new Map();
  let next = 0;

  /** Past MAX_PREPARED texts: the unnamed statement, parsed again on every run. */
  async function prepare(sql) {
    const keep = statements.size < MAX_PREPARED;
    const name = keep ? `portal_${(next += 1)}` : '';
    const messages = await pg.execProtocolStream(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    if (keep) statements.set(sql, statement);
    return statement;
  }

  async function execute(sql, params) {
    const statement = statements.get(sql) || (await prepare(sql));
    const values = (params || []).map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const messages = await pg.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const [result] = parse.parseResults(messages, pg.parsers);
    return result ? result.rows : [];
  }

  async function runLocked(sql, params, inTransaction) {
    try {
      return await execute(sql, params);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // Prepared again under a new name; inside a transaction the failure has aborted it, so the
      // caller's retry (a new transaction) gets the new statement.
      statements.delete(sql);
      if (inTransaction) throw error;
      return execute(sql, params);
    }
  }

  return {
    /** Rows of one statement with $n parameters. */
    run(sql, params, inTransaction = false) {
      if (inTransaction) return pg._runExclusiveQuery(() => runLocked(sql, params, true));
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const rows = await runLocked(sql, params, false);
          // As PGlite.query does outside a transaction (a no-op on a plain directory).
          await pg.syncToFs();
          return rows;
        }),
      );
    },
  };
}

module.exports = { createStatements };
