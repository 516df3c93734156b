import { pxToRem, REM_PRECISION, REM_ROOT_PX } from './px-to-rem';

describe('pxToRem', () => {
  it.each([
    [16, '1rem'],
    [32, '2rem'],
    [8, '0.5rem'],
    [1, '0.0625rem'],
    [13, '0.8125rem'],
    [7, '0.4375rem'],
    [3, '0.1875rem'],
    [0.1, '0.00625rem'],
    [0.01, '0.00063rem'],
    [-8, '-0.5rem'],
    [0, '0'],
  ])('%p px -> %s', (px, rem) => {
    expect(pxToRem(px)).toBe(rem);
  });

  it('uses the same root and precision as the mobile CSS build', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PXTOREM_OPTIONS } = require('../../../postcss.config.js');
    expect(PXTOREM_OPTIONS.rootValue).toBe(REM_ROOT_PX);
    expect(PXTOREM_OPTIONS.unitPrecision).toBe(REM_PRECISION);
  });
});
