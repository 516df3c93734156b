import fs from 'node:fs';
import path from 'node:path';
import { pageChunksWithoutLine } from './page-chunk-lines';

const budgetLines = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../../budgets.json'), 'utf8')) as { routes: object })
    .routes,
);

describe('budget lines of the page chunks', () => {
  it('budgets.json measures every declared page chunk', () => {
    expect(pageChunksWithoutLine(budgetLines)).toEqual([]);
  });

  it('names a page chunk whose line is gone', () => {
    const without = budgetLines.filter(
      (line) => !line.includes('/interactive-calendar') && !line.includes('change-psd'),
    );
    expect(pageChunksWithoutLine(without)).toEqual([
      'desktop-interactive-calendar',
      'desktop-change-password',
      'mobile-change-password',
    ]);
  });
});
