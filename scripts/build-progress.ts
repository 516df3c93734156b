/**
 * The production build `npm start` runs when dist/ is missing or stale, with visible progress: a
 * bar, the percentage and, in plain words, what the build is doing and to which part. On a terminal the bar redraws one line; in a
 * log (CI, a pipe) it prints one line per 10 %, so the log stays short.
 */
import webpack from 'webpack';
import makeConfigs from '../webpack.config';

const BAR_WIDTH = 24;

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** What a webpack phase (ProgressPlugin's message and its first detail) means, in plain words. */
function phaseWords(phase: string, step: string | undefined): string {
  switch (phase) {
    case 'setup':
      return 'Starting';
    case 'building':
      return 'Compiling';
    case 'sealing':
      // Minifying (Terser, CSS) and precompressing run as the compilation's asset processing.
      return step === 'asset processing' ? 'Minifying' : 'Optimizing';
    case 'emitting':
      return 'Writing';
    default:
      return 'Finishing';
  }
}

/**
 * "[##########--------------]  42% Compiling the portal…": webpack's phases as words, and for a
 * multi-build its "[0] building" as the build's name (`names`, in webpack.config.ts's order), in
 * place of webpack's internal step and module names.
 */
export function progressLine(
  fraction: number,
  message: string,
  details: string[],
  width: number,
  names: readonly string[] = [],
): string {
  const percent = Math.floor(fraction * 100);
  const filled = Math.min(BAR_WIDTH, Math.floor(fraction * BAR_WIDTH));
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)}%`;
  if (fraction >= 1) return `${bar} Done`;
  const [, index, phase] = /^(?:\[(\d+)\] )?(.*)$/.exec(message) ?? [];
  const name = index === undefined ? undefined : names[Number(index)];
  const words = `${phaseWords(phase ?? '', details[0])}${name ? ` the ${name}` : ''}…`;
  const line = `${bar} ${words}`;
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** The builds' names as the progress lines say them ("portal", "demo host"). */
const BUILD_NAMES: Record<string, string> = { portal: 'portal', 'host-demo': 'demo host' };

/** Runs the production build of the portal and the demo host; resolves true when it succeeded. */
export function buildWithProgress(): Promise<boolean> {
  const started = Date.now();
  const tty = process.stdout.isTTY === true;
  let lastStep = -1;
  const configs = makeConfigs(undefined, { mode: 'production' });
  const names = configs.map((config) => BUILD_NAMES[config.name] ?? config.name);
  const compiler = webpack(configs);
  new webpack.ProgressPlugin((fraction, message, ...details) => {
    if (tty) {
      const width = Math.max(40, (process.stdout.columns || 100) - 1);
      process.stdout.write(`\r\x1b[2K${progressLine(fraction, message, details, width, names)}`);
      return;
    }
    const step = Math.floor(fraction * 10);
    if (step > lastStep) {
      lastStep = step;
      console.log(progressLine(fraction, message, details, 120, names));
    }
  }).apply(compiler);

  return new Promise((resolve) => {
    compiler.run((error, stats) => {
      if (tty) process.stdout.write('\r\x1b[2K');
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        if (error) console.error(error.message);
        if (stats) console.error(stats.toString({ all: false, errors: true, colors: tty }));
        resolve(false);
        return;
      }
      console.log(`Built dist/portal and dist/host-demo in ${formatDuration(Date.now() - started)}.`);
      resolve(true);
    });
  });
}
