import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sources } from 'webpack';
import type { Compiler } from 'webpack';
import { BRAND_PRIMARY } from '../src/app/host/theme';
import { layoutChunks } from '../src/app/routing/page-chunks';
import { MANIFEST_URL, SHELL_PAGE } from '../src/shared/offline/offline-files';

/**
 * The build's part of the phone app that works offline (docs/offline.md): its web app manifest and
 * icons, and the list of files its service worker keeps (src/service-worker/). webpack.config.ts
 * builds the worker after the portal, from the portal's dist/portal-chunks.json.
 */

const root = path.join(__dirname, '..');
const iconFolder = path.join(root, 'src/app/offline/icons');

/**
 * The chunk groups of the phone app's first load and of its three offline screens (the overview,
 * contracts, business insights) with what they load on the way (the failure notifier, the idle
 * warning, the overview's chart).
 */
const KEPT_GROUPS = [
  'main',
  'mobile-tree',
  layoutChunks.mobile,
  'mobile-overview',
  'mobile-contracts',
  'mobile-business-insights',
  'mobile-failure-notifier',
  'mobile-idle-warning',
  'chart-combo',
];

const ICONS = [
  { file: 'app-icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'app-icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'app-icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];

const MANIFEST_FILE = MANIFEST_URL.slice(1);

const revisionOf = (content: Buffer | string) =>
  crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The web app manifest: the phone app, opened on its overview, in the brand's colour. */
export function webAppManifest(): string {
  return JSON.stringify(
    {
      name: 'Partner portal',
      short_name: 'Partners',
      description: 'Your cross-border business on your phone, also offline.',
      id: '/mobile/overview',
      start_url: '/mobile/overview',
      scope: '/mobile/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: BRAND_PRIMARY,
      icons: ICONS.map(({ file, sizes, purpose }) => ({
        src: `/icons/${file}`,
        sizes,
        type: 'image/png',
        purpose,
      })),
    },
    null,
    2,
  );
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What the worker precaches: the kept groups' files (hashed names), the shell page, manifest, icons. */
export function precacheEntries(portalDist: string, chunksReport: string): PrecacheEntry[] {
  const report = JSON.parse(fs.readFileSync(chunksReport, 'utf8')) as {
    chunks: { id: string | number; files: string[] }[];
    groups: { name: string; chunks: (string | number)[] }[];
  };
  const files = new Set<string>();
  for (const name of KEPT_GROUPS) {
    const group = report.groups.find((g) => g.name === name);
    // A renamed chunk must stop the build, not quietly leave a screen out of the offline app.
    if (!group) throw new Error(`offline app: no chunk group "${name}" in ${chunksReport}`);
    for (const id of group.chunks) {
      for (const file of report.chunks.find((chunk) => chunk.id === id)?.files ?? []) {
        if (/\.(?:js|css)$/.test(file)) files.add(file);
      }
    }
  }
  const shell = fs.readFileSync(path.join(portalDist, SHELL_PAGE));
  return [
    ...[...files].sort().map((file) => ({ url: `/${file}`, revision: null })),
    { url: SHELL_PAGE, revision: revisionOf(shell) },
    { url: MANIFEST_URL, revision: revisionOf(webAppManifest()) },
    ...ICONS.map(({ file }) => ({
      url: `/icons/${file}`,
      revision: revisionOf(fs.readFileSync(path.join(iconFolder, file))),
    })),
  ];
}

/** Emits the manifest and the icons beside the worker (dist/portal). */
export class OfflineAppAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('OfflineAppAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflineAppAssetsPlugin' }, () => {
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(webAppManifest()));
        for (const { file } of ICONS) {
          const icon = path.join(iconFolder, file);
          compilation.fileDependencies.add(icon);
          compilation.emitAsset(`icons/${file}`, new sources.RawSource(fs.readFileSync(icon)));
        }
      });
    });
  }
}
