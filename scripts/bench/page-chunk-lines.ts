import { desktopPageChunks, mobilePageChunks } from '../../src/app/routing/page-chunks';
import { toMobile } from '../../src/app/routing/paths';

/** The path a budget line measures: its last "/..." ("desktop shell (/change-psd)" -> "/change-psd"). */
const linePath = (line: string) => /(\/[^\s()]*)\)?$/.exec(line)?.[1];

/** Whether a concrete path (or the pattern itself, for lines named by it) lands on a route pattern. */
const lands = (pattern: string, at: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(at);

/**
 * The page chunks (src/app/routing/page-chunks.ts) that no budget line measures: a new section
 * gets its line in budgets.json and in the bench's route list, or its first load goes unwatched.
 */
export function pageChunksWithoutLine(lines: string[]): string[] {
  const measured = (tree: 'desktop' | 'mobile', pattern: string) =>
    lines.some((line) => {
      const at = linePath(line);
      return line.startsWith(`${tree} `) && at !== undefined && lands(pattern, at);
    });
  return [
    ...Object.entries(desktopPageChunks).filter(([, pattern]) => !measured('desktop', pattern)),
    ...Object.entries(mobilePageChunks).filter(([, pattern]) => !measured('mobile', toMobile(pattern))),
  ].map(([chunk]) => chunk);
}
