/** LIMIT-REM: pixel-to-rem with root 16 and precision 5 (the same numbers as postcss.config.js). */
export const REM_ROOT_PX = 16;
export const REM_PRECISION = 5;

export function pxToRem(px: number): string {
  const factor = 10 ** REM_PRECISION;
  const rem = Math.round((px / REM_ROOT_PX) * factor) / factor;
  return rem === 0 ? '0' : `${rem}rem`;
}
