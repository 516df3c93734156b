/**
 * `npm start`: builds the child app and the demo host when dist/ is missing or older than the
 * sources (showing its progress, see build-progress.ts), then starts the server (portal + API on
 * PORT, demo host on HOST_DEMO_PORT).
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { buildWithProgress } from './build-progress';

const root = path.resolve(__dirname, '..');
const SOURCES = ['src', 'host-demo', 'contract', 'webpack.config.ts', 'package.json', 'postcss.config.js'];
const OUTPUTS = ['dist/portal/index.html', 'dist/host-demo/index.html'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function buildReason(): string | null {
  for (const output of OUTPUTS) {
    if (!fs.existsSync(path.join(root, output))) return `${output} is missing`;
  }
  const built = Math.min(...OUTPUTS.map((o) => fs.statSync(path.join(root, o)).mtimeMs));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return sources > built ? 'sources changed since the last build' : null;
}

async function start() {
  // A cluster worker (WEB_CONCURRENCY): the primary has built dist/ already.
  if (cluster.isWorker) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../server/src/main');
    return;
  }
  const reason = buildReason();
  if (reason) {
    const first = reason.endsWith('is missing');
    console.log(
      [
        `${first ? 'First start: building' : 'Rebuilding'} the portal and the demo host (${reason}).`,
        'A production build takes about 3 minutes on a 2-core machine; later starts skip it until the sources change.',
      ].join('\n'),
    );
    if (!(await buildWithProgress())) {
      console.error('The build failed; fix the errors above and run `npm start` again.');
      process.exit(1);
    }
  } else {
    console.log('dist/ is up to date; starting the server.');
  }
  // Starts the server in this process (main.ts runs on import); it prints the banner last.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../server/src/main');
}

void start();
