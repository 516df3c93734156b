import { progressLine } from './build-progress';

// What `npm start` prints while its first build runs (README: "The two commands").
describe('build progress line', () => {
  it('shows a bar, the percentage and the file being built, without its loader chain', () => {
    expect(
      progressLine(0.42, 'building', ['1/2 entries', `swc-loader!${process.cwd()}/src/index.tsx`], 200),
    ).toBe('[##########--------------]  42% building 1/2 entries ./src/index.tsx');
  });

  it('fills the bar at the end and never runs past the terminal width', () => {
    expect(progressLine(1, 'done', [], 200)).toBe('[########################] 100% done');
    const line = progressLine(0.5, 'building', ['x'.repeat(300)], 60);
    expect(line).toHaveLength(60);
    expect(line.endsWith('…')).toBe(true);
  });
});
