import { progressLine } from './build-progress';

// What `npm start` prints while its first build runs (README: "The two commands").
describe('build progress line', () => {
  const names = ['portal', 'demo host'];

  it("says in plain words what the build does and to which part, not webpack's step or file names", () => {
    expect(
      progressLine(
        0.42,
        '[0] building',
        ['1/2 entries', `swc-loader!${process.cwd()}/src/index.tsx`],
        200,
        names,
      ),
    ).toBe('[##########--------------]  42% Compiling the portal…');
    expect(progressLine(0.8, '[1] sealing', ['module ids'], 200, names)).toMatch(
      / Optimizing the demo host…$/,
    );
    expect(progressLine(0.85, '[0] sealing', ['asset processing', 'TerserPlugin'], 200, names)).toMatch(
      / Minifying the portal…$/,
    );
    expect(progressLine(0.96, '[0] emitting', ['emit'], 200, names)).toMatch(/ Writing the portal…$/);
    expect(progressLine(0.01, '[0] setup', ['before run'], 200, names)).toMatch(/ Starting the portal…$/);
  });

  it('a single build has no part to name', () => {
    expect(progressLine(0.3, 'building', ['12/40 modules'], 200)).toBe(
      '[#######-----------------]  30% Compiling…',
    );
  });

  it('fills the bar at the end and never runs past the terminal width', () => {
    expect(progressLine(1, '', [], 200, names)).toBe('[########################] 100% Done');
    const line = progressLine(0.5, '[0] building', [], 40, names);
    expect(line).toHaveLength(40);
    expect(line.endsWith('…')).toBe(true);
  });
});
