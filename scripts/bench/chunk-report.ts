import fs from 'node:fs';
import path from 'node:path';
import { DIST } from './build';

interface Chunk {
  id: string | number;
  names: string[];
  files: string[];
  initial: boolean;
  size: number;
  kits: string[];
}
interface Report {
  chunks: Chunk[];
  groups: { name: string; chunks: (string | number)[] }[];
}

interface KitSeparation {
  ok: boolean;
  lines: string[];
}

const tree = (group: string): 'desktop' | 'mobile' | null => {
  if (group.startsWith('mobile-')) return 'mobile';
  if (group.startsWith('desktop-') || group.startsWith('iboss-') || group.startsWith('antd-static-'))
    return 'desktop';
  return null;
};

/**
 * Evidence from the build stats (dist/portal-chunks.json) that the trees never share a UI kit:
 * which chunks hold antd or antd-mobile modules, and which kits each entry, tree and route chunk
 * group pulls in. Fails when the entry holds a kit, a mobile group holds antd or a desktop group
 * holds antd-mobile.
 */
export function kitSeparation(): KitSeparation {
  const report = JSON.parse(fs.readFileSync(path.join(DIST, 'portal-chunks.json'), 'utf8')) as Report;
  const byId = new Map(report.chunks.map((chunk) => [chunk.id, chunk]));
  const label = (chunk: Chunk) => chunk.files.find((f) => f.endsWith('.js')) ?? String(chunk.id);
  const lines: string[] = [];
  let ok = true;

  for (const kit of ['antd', 'antd-mobile']) {
    const holding = report.chunks.filter((chunk) => chunk.kits.includes(kit));
    lines.push(`chunks holding ${kit} modules (${holding.length}): ${holding.map(label).join(', ')}`);
  }
  const mixed = report.chunks.filter((chunk) => chunk.kits.length > 1);
  if (mixed.length) ok = false;
  lines.push(`chunks holding both kits: ${mixed.length ? mixed.map(label).join(', ') : 'none'}`);

  lines.push('chunk groups (entry, trees, layouts, routes) and the kits they load:');
  for (const group of [...report.groups].sort((a, b) => a.name.localeCompare(b.name))) {
    const kits = new Set(group.chunks.flatMap((id) => byId.get(id)?.kits ?? []));
    const side = group.name === 'main' ? 'entry' : tree(group.name);
    const bad =
      (side === 'entry' && kits.size > 0) ||
      (side === 'mobile' && kits.has('antd')) ||
      (side === 'desktop' && kits.has('antd-mobile'));
    if (bad) ok = false;
    lines.push(
      `  ${bad ? 'FAIL' : 'ok  '} ${group.name.padEnd(34)} ${kits.size ? [...kits].sort().join(' + ') : '(no UI kit)'}`,
    );
  }
  return { ok, lines };
}
