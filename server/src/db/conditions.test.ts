import { conditions, pageClause } from './conditions';

describe('conditions', () => {
  test('only the given filters, numbered after the values already there', () => {
    const params: unknown[] = ['2026-01-01'];
    const where = conditions(params).when('gcash', 'partner_id = $?').when(undefined, 'kind = $?').sql();
    expect(where).toBe('partner_id = $2');
    expect(params).toEqual(['2026-01-01', 'gcash']);
    expect(conditions([]).sql()).toBe('TRUE');
  });
});

describe('pageClause', () => {
  test('the first pages carry their numbers in the statement (a kept plan each)', () => {
    const params: unknown[] = ['gcash'];
    expect(pageClause(params, 10, 0)).toBe('LIMIT 10 OFFSET 0');
    expect(pageClause(params, 20, 200)).toBe('LIMIT 20 OFFSET 200');
    expect(params).toEqual(['gcash']);
  });

  test('later pages, large pages and anything not a whole number go as parameters', () => {
    const params: unknown[] = ['gcash'];
    expect(pageClause(params, 10, 210)).toBe('LIMIT $2 OFFSET $3');
    expect(params).toEqual(['gcash', 10, 210]);
    expect(pageClause([], 500, 0)).toBe('LIMIT $1 OFFSET $2');
    expect(pageClause([], 1.5, 0)).toBe('LIMIT $1 OFFSET $2');
    expect(pageClause([], 10, -1)).toBe('LIMIT $1 OFFSET $2');
  });
});
