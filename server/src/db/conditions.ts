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
