import { money } from '@server/http/present';
import { describeWithDatabases } from '@server/test-support/databases';
import { jsonRows, jsonRowsSql } from './json-rows';

interface Row {
  id: string;
  at: Date | null;
  day: string;
  amount: string | number;
  note: string | null;
}

const SELECT = `SELECT * FROM (VALUES
    ('b', TIMESTAMPTZ '2026-03-02T09:00:00.123456Z', DATE '2026-03-02', 1234.50::numeric(14, 2), 'x "y"'),
    ('a', NULL::timestamptz, DATE '2026-01-31', 0.10::numeric(14, 2), NULL::text),
    ('c', TIMESTAMPTZ '2026-07-01T12:34:56.789+09:00', DATE '2026-12-01', 99999999999.99::numeric(14, 2), 'z')
  ) AS t (id, at, day, amount, note)
  ORDER BY id`;

describeWithDatabases('rows as one JSON value', (ctx) => {
  test('give the rows a plain SELECT gives, in its order, numeric columns read through money()', async () => {
    const db = ctx.app().db;
    const plain = await db.query<Row>(SELECT);
    const [{ list }] = await db.query<{ list: string }>(`SELECT ${jsonRowsSql(SELECT, 'j.id')} AS list`);
    const rows = jsonRows<Row>(list, ['at']);
    const comparable = (r: Row) => ({ ...r, amount: money(r.amount) });
    expect(rows.map(comparable)).toEqual(plain.map(comparable));
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(rows[1].at).toBeInstanceOf(Date);
  });

  test('no rows give an empty list', async () => {
    const [{ list }] = await ctx
      .app()
      .db.query<{ list: string }>(`SELECT ${jsonRowsSql(`${SELECT} LIMIT 0`, 'j.id')} AS list`);
    expect(jsonRows<Row>(list, ['at'])).toEqual([]);
  });
});
