/**
 * The production build `npm start` runs when dist/ is missing or stale, with visible progress: a
 * bar, the percentage and what webpack is working on. On a terminal the bar redraws one line; in a
 * log (CI, a pipe) it prints one line per 10 %, so the log stays short.
 */
import webpack from 'webpack';
import makeConfigs from '../webpack.config';

const BAR_WIDTH = 24;

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** "[#####-------] 42% building ./src/app/desktop/routes/overview/index.tsx" */
export function progressLine(fraction: number, message: string, details: string[], width: number): string {
  const percent = Math.floor(fraction * 100);
  const filled = Math.min(BAR_WIDTH, Math.floor(fraction * BAR_WIDTH));
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)}%`;
  // The last detail is usually the module being built, as a loader chain; keep its file part.
  const what = [message, ...details.map((d) => d.split('!').pop() ?? d)]
    .filter(Boolean)
    .join(' ')
    .replace(process.cwd(), '.');
  const line = `${bar} ${what}`;
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** Runs the production build of the portal and the demo host; resolves true when it succeeded. */
export function buildWithProgress(): Promise<boolean> {
  const started = Date.now();
  const tty = process.stdout.isTTY === true;
  let lastStep = -1;
  const compiler = webpack(makeConfigs(undefined, { mode: 'production' }));
  new webpack.ProgressPlugin((fraction, message, ...details) => {
    if (tty) {
      const width = Math.max(40, (process.stdout.columns || 100) - 1);
      process.stdout.write(`\r\x1b[2K${progressLine(fraction, message, details, width)}`);
      return;
    }
    const step = Math.floor(fraction * 10);
    if (step > lastStep) {
      lastStep = step;
      console.log(progressLine(fraction, message, details, 120));
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
