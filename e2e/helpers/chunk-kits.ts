import fs from 'node:fs';
import path from 'node:path';

interface ChunkReport {
  chunks: { files: string[]; kits: string[] }[];
}

/** Which UI kit each built file holds, from dist/portal-chunks.json (written by the production build). */
function kitsByFile(): Map<string, string[]> {
  const report = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../dist/portal-chunks.json'), 'utf8'),
  ) as ChunkReport;
  const map = new Map<string, string[]>();
  for (const chunk of report.chunks) for (const file of chunk.files) map.set(file, chunk.kits);
  return map;
}

/** The kits of the portal files among `urls` (e.g. every script the page downloaded). */
export function kitsLoaded(urls: string[], portalOrigin: string): Set<string> {
  const byFile = kitsByFile();
  const kits = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith(portalOrigin)) continue;
    const file = new URL(url).pathname.replace(/^\//, '');
    for (const kit of byFile.get(file) ?? []) kits.add(kit);
  }
  return kits;
}
