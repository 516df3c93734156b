/**
 * A WHERE clause of the filters actually given. Statements run prepared (pg-database.ts,
 * pglite-statements.js), and after a few runs PostgreSQL keeps one generic plan per statement
 * text; for a condition like `($2::text IS NULL OR m.country = $2)` that plan cannot know whether
 * the filter applies and guesses one row, so a list that should read ten rows from an index
 * joins and sorts them all. Leaving out the filters not given makes each combination its own
 * statement (a handful per list), whose kept plan fits it.
 *
 * `$?` in a condition stands for its value's placeholder, numbered after the values already in
 * `params` (which the values are appended to).
 */
export function conditions(params: unknown[]) {
  const parts: string[] = [];
  const placeholder = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clause = {
    /** A condition with its value, always. */
    add(sql: string, value: unknown) {
      parts.push(sql.replaceAll('$?', placeholder(value)));
      return clause;
    },
    /** A condition with its value, only when the value is given (not null or undefined). */
    when(value: unknown, sql: string) {
      if (value !== null && value !== undefined) clause.add(sql, value);
      return clause;
    },
    /** The conditions joined with AND (TRUE when there are none). */
    sql(): string {
      return parts.length ? parts.join('\n  AND ') : 'TRUE';
    },
  };
  return clause;
}

/** The next placeholder for `value`, appended to `params`. */
export function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** Pages up to this offset get their LIMIT and OFFSET written into the statement (pageClause). */
const WRITTEN_OFFSET_MAX = 200;
const WRITTEN_LIMIT_MAX = 100;

/**
 * `LIMIT n OFFSET m` for one page of a list. With both as parameters PostgreSQL's plan cache
 * compares a kept plan costed for an unknown limit with plans costed for the actual small one,
 * finds the latter cheaper, and plans the statement again on every run, which costs more than
 * running it (the staff user list: 1.8 ms planning, 0.4 ms running on PostgreSQL; on PGlite the
 * statement went from 2.5 to 0.6 ms with the numbers written in). So the first pages, where
 * nearly every request lands, carry their numbers in the text and get a kept plan each; later
 * pages use parameters, so the number of distinct statement texts stays small.
 */
export function pageClause(params: unknown[], limit: number, offset: number): string {
  const written =
    Number.isInteger(limit) &&
    Number.isInteger(offset) &&
    limit >= 0 &&
    limit <= WRITTEN_LIMIT_MAX &&
    offset >= 0 &&
    offset <= WRITTEN_OFFSET_MAX;
  return written
    ? `LIMIT ${limit} OFFSET ${offset}`
    : `LIMIT ${param(params, limit)} OFFSET ${param(params, offset)}`;
}
