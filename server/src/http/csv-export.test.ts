import { csvSafe } from './csv-export';

describe('csvSafe (formula injection in CSV exports)', () => {
  test.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝HYPERLINK("x")', '＋1', '－1', '＠SUM(A1)'])(
    '%j starts with an apostrophe, the rest unchanged',
    (cell) => {
      expect(csvSafe(cell)).toBe(`'${cell}`);
    },
  );

  test.each(['GCash', 'a=b', '合同', '１０'])('%j stays as it is', (cell) => {
    expect(csvSafe(cell)).toBe(cell);
  });

  test('numbers stay numbers, empty cells empty', () => {
    expect(csvSafe(-5)).toBe(-5);
    expect(csvSafe(null)).toBe('');
  });
});
