/**
 * A list's rows as one JSON text value, for reads that return a page of rows together with its
 * counts in one statement. On PGlite most of a small read's cost is not PostgreSQL's work but
 * carrying the answer: every row and field goes through PGlite's protocol parser and is copied
 * from the database thread to the server's (docs/benchmarks.md, "Where a read's time goes"); on
 * PostgreSQL `pg` parses every field on the server's main thread. One text value per page is
 * one field to carry and one JSON.parse.
 *
 * `select` is the page's query (with its own ORDER BY and LIMIT); `orderBy` repeats the order on
 * the columns of its rows (aliased `j`), since an aggregate does not promise its input's order.
 * Timestamps arrive as ISO 8601 text; jsonRows' `dates` turns the named ones back into Dates, so
 * rows read this way are the rows a plain SELECT gives, but for `numeric` columns, which arrive
 * as JSON numbers instead of exact strings: read them only through `money()` (http/present.ts,
 * which takes either and gives the same number). `date` columns stay 'YYYY-MM-DD'.
 */
export function jsonRowsSql(select: string, orderBy: string): string {
  return `(SELECT coalesce(json_agg(j ORDER BY ${orderBy})::text, '[]') FROM (${select}) j)`;
}

/** The rows of a jsonRowsSql value, the named timestamp columns as Dates (null stays null). */
export function jsonRows<T>(text: string, dates: readonly (keyof T & string)[]): T[] {
  const rows = JSON.parse(text) as Record<string, unknown>[];
  for (const row of rows)
    for (const column of dates) {
      const value = row[column];
      if (typeof value === 'string') row[column] = new Date(value);
    }
  return rows as T[];
}
