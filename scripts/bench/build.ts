import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '../..');
export const DIST = path.join(ROOT, 'dist');

const outputs = ['portal/index.html', 'portal-chunks.json', 'host-demo/index.html'];

/** Runs the production build unless its outputs (including the chunk report) are already there. */
export function ensureBuild(): void {
  if (outputs.every((file) => fs.existsSync(path.join(DIST, file)))) return;
  console.log('Building (npm run build)...');
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
}
